import type { IndustryRecord } from '../schemas';

export const education: IndustryRecord = {
  slug: 'education',
  name: 'Education',
  title: 'Education Consulting',
  description:
    'We help colleges, universities, school systems and education companies respond to enrollment decline, rising costs and new expectations from students and employers, with plans grounded in the budget.',
  content: [
    `Education institutions face a demographic arithmetic problem. The number of US high school graduates peaked around 2025 and is projected to decline for more than a decade, with steeper drops in the Northeast and Midwest. Tuition-dependent colleges feel it first. Many already discount tuition by more than half for first-year students, so each new seat earns far less net revenue than the published price suggests. Our consultants include former enrollment leaders, chief financial officers and academic administrators, and we start with net tuition revenue per student.`,

    `Costs move the other way. Salaries, benefits, deferred maintenance and technology keep rising, while state funding is uneven and federal policy on student aid, research grants and international students shifted sharply in 2025. Students and families ask harder questions about debt and job outcomes. Retention matters as much as recruitment: a student who leaves after the first year takes three years of net tuition along. For K-12 systems, the end of federal pandemic relief money has forced difficult staffing and program choices.`,

    `We work with private colleges, public universities, community colleges, K-12 districts and education companies in North America and abroad. Engagements cover enrollment and net tuition strategy, academic program portfolio reviews, retention and student success, administrative cost and shared services, and partnership or merger options for institutions that cannot go it alone. We work with faculty governance and trustees rather than around them, because plans that skip shared governance rarely survive their first semester on campus.`,
  ].join('\n\n'),
  imageUrl: '/images/industries/education.svg',
  imageAlt:
    'Abstract illustration of an open book whose pages fold into a campus quadrangle, with a descending line chart above it',
  stats: {
    experienceYears: 30,
    projects: { count: 18, with: 'colleges, universities, school districts and education companies' },
    specialists: { count: 5, background: 'former enrollment, finance and academic affairs leaders' },
    satisfaction: { rated: 17, surveyed: 18 },
  },
  trends: [
    {
      text: 'The enrollment cliff has arrived: US high school graduates peaked around 2025 and are projected to decline through the 2030s. Colleges should budget for flat or shrinking first-year classes and grow through retention, transfer and adult learners rather than counting on larger freshman cohorts.',
    },
    {
      text: 'Tuition discount rates at private nonprofit colleges are at record levels, averaging above 55% for first-time students. Institutions should track net tuition revenue per student and what each aid dollar actually buys in enrollment, not headline headcount alone.',
    },
    {
      text: 'Changes to federal student aid, research funding and international student visas in 2025 added uncertainty to budgets that were already tight. Leaders need scenario plans that show how revenue shifts by source and which costs can realistically move within one fiscal year.',
    },
    {
      text: 'Students and employers increasingly value short credentials, apprenticeships and clear paths to jobs, and since July 2026 Workforce Pell has opened federal grants to approved short-term programs. Colleges that build stackable programs with regional employers can reach new learners, provided they price and staff those programs to break even.',
    },
  ],
  services: [
    {
      title: 'Enrollment and net tuition strategy',
      description:
        'We model how changes in price, aid awards and recruitment markets affect net tuition revenue and class size. Admissions and financial aid then work toward one shared target instead of competing ones.',
    },
    {
      title: 'Academic program portfolio review',
      description:
        "We measure each program's enrollment trend, contribution margin, market demand and mission fit, then help leaders decide which to grow, restructure or teach out. Faculty are involved from the start so the conclusions hold up.",
    },
    {
      title: 'Student retention and success',
      description:
        'We use student records to find where and why students leave, from first-term course failures to unpaid account balances. Advising, course scheduling and early-alert systems are then redesigned around those points.',
    },
    {
      title: 'Administrative cost and shared services',
      description:
        'We benchmark administrative spending, consolidate duplicated offices and evaluate shared services or consortium arrangements with peer institutions. The savings go back into instruction and student support.',
    },
  ],
  caseStudies: [
    {
      title: 'Stabilizing net tuition revenue at a private college',
      client: 'a private liberal arts college of 1,900 students in the upper Midwest',
      challenge:
        'First-year enrollment had fallen 14% in four years while the tuition discount rate climbed to 61%. The college had run operating deficits in three of the previous four years, first-to-second-year retention sat at 72%, and its accreditor had asked for a financial sustainability plan.',
      solution:
        'We rebuilt the financial aid strategy around net tuition revenue, cutting awards that did not change student decisions and directing aid to students likely to enroll and persist. A program review carried out with faculty identified four majors to combine and two new health and business programs designed with regional employers. On retention, the college adopted a first-year advising model and a small emergency grant fund for students with unpaid balances.',
      results: [
        'Net tuition revenue per first-year student rose 9% in the first recruitment cycle',
        'Tuition discount rate fell from 61% to 55% over two years',
        'First-to-second-year retention improved from 72% to 79%',
        'Operating budget balanced in year two, and the accreditor accepted the sustainability plan',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The services presidents, superintendents and education CFOs ask for most:',
    cta: {
      heading: 'Plan enrollment, programs and budget as one decision',
      body: 'Tell us about your enrollment trend, your program mix and the budget gap the board has asked you to close.',
    },
  },
  relatedServices: ['strategy-consulting', 'marketing-growth-strategy', 'organizational-hr-consulting'],
};
