import type { IndustryRecord } from '../schemas';

export const healthcare: IndustryRecord = {
  slug: 'healthcare',
  name: 'Healthcare',
  title: 'Healthcare Consulting',
  description:
    'Advisory for hospitals, health systems and physician groups that need to move patients through faster, get paid for the care they deliver and keep clinical teams staffed. We work on throughput, revenue cycle and workforce together, because each one drives the other two.',
  content: [
    "Most health systems we meet are not short of strategy. They are short of beds at 2 p.m., short of nurses on weekend nights and short of cash from claims denied for a missing authorization. Our work starts on the units. We map how patients move from the emergency department to an inpatient bed and on to discharge, find where the hours are lost, and put a dollar figure on each delay. Throughput is capacity: a half-day cut in average length of stay on a 300-bed campus frees roughly the beds of a new unit without pouring concrete.",
    'Revenue is the second front. Payer mix is shifting as Medicare Advantage enrollment grows and Medicaid rolls change, and each shift brings its own prior-authorization rules and denial patterns. Initial denial rates above 10% are now common, and every reworked claim costs staff time and weeks of cash. We trace denials back to their source in scheduling, registration, documentation and coding, then fix those front-end steps so fewer claims need an appeal at all. Contracts get the same scrutiny: we model what each payer actually pays against what the contract promises.',
    'Clinical staffing ties it together. Agency and travel nurse rates have come down from their peak, yet many hospitals still carry premium pay they once budgeted as temporary. We help leaders build staffing grids that match census by hour, design float pools and retention programs that nurses actually value, and set up the daily huddles and dashboards that keep gains in place. Our consultants include former hospital operators, revenue-cycle directors and a nurse executive, so recommendations arrive in terms your chief nursing officer and chief financial officer both accept.',
  ].join('\n\n'),
  imageUrl: '/images/industries/healthcare.svg',
  imageAlt:
    'Abstract illustration of interlocking cross shapes and a pulse line flowing across soft blue panels',
  stats: {
    experienceYears: 45,
    projects: { count: 24, with: 'hospitals, health systems and physician groups' },
    specialists: { count: 7, background: 'former operators, revenue-cycle leaders and clinicians' },
    satisfaction: { rated: 23, surveyed: 24 },
  },
  trends: [
    {
      text: 'Federal Medicaid changes enacted in 2025, including work requirements and more frequent eligibility checks, will phase in over the next few years and push more patients into uninsured or self-pay status. Hospitals should model payer mix by service line now and strengthen financial counseling and charity-care screening before the shift arrives.',
    },
    {
      text: 'Medicare Advantage plans keep widening prior-authorization requirements and post-payment reviews, and denial rates have climbed with them. Hospitals that track denials by payer and root cause, and bring that data to the contract table, recover revenue that others write off.',
    },
    {
      text: 'Ambient AI documentation tools moved from pilots to broad rollouts in 2025, with the promise of giving clinicians back time at the end of each shift. The value shows up only when health systems measure documentation time, note quality and coding accuracy before and after go-live.',
    },
    {
      text: "Procedures keep moving from hospital outpatient departments to ambulatory surgery centers as CMS adds more of them to the ASC covered list. Systems that plan their own surgery-center and imaging footprint keep the volume; those that wait watch profitable cases leave with their surgeons.",
    },
  ],
  services: [
    {
      title: 'Patient Flow and Capacity',
      description:
        'We map the path from emergency arrival to discharge, set discharge-before-noon and bed-turnaround targets, and build a daily capacity routine that cuts boarding hours. Most engagements free capacity equal to a full nursing unit without new construction.',
    },
    {
      title: 'Revenue Cycle and Denials Management',
      description:
        'We audit denials by payer, reason code and department, fix the registration and authorization steps that cause them, and set up a weekly denial review with named owners. We also compare net collections with contract terms, payer by payer.',
    },
    {
      title: 'Clinical Workforce Planning',
      description:
        "We build census-driven staffing models, reduce reliance on agency and premium pay, and design retention programs for a nurse's first two years, when most turnover happens.",
    },
    {
      title: 'Service Line and Site-of-Care Strategy',
      description:
        'We assess service-line margins, ambulatory and surgery-center opportunities and physician alignment, then build a capital plan that puts money where patient demand is growing.',
    },
  ],
  caseStudies: [
    {
      title: 'Reducing emergency boarding and length of stay across three hospitals',
      client: 'a three-hospital, 420-bed regional health system in the Mountain West',
      challenge:
        'Admitted emergency patients waited an average of 9.1 hours for an inpatient bed, and the system went on ambulance diversion several times a month. Average length of stay ran 0.8 days above the expected level for its case mix, and contract nurses filled nearly a fifth of inpatient shifts.',
      solution:
        'We set up a daily capacity huddle across the three campuses, introduced an expected discharge date at admission and a discharge-before-noon goal, and rebuilt the nurse staffing grid around census by hour. A small team of case managers took ownership of patients whose stays ran past the expected length, and we coached unit leaders to run the new routines on their own.',
      results: [
        'Cut average emergency boarding time from 9.1 to 4.6 hours within seven months',
        'Reduced average length of stay by 0.6 days, freeing the equivalent of 35 staffed beds',
        'Brought contract nursing from 19% to 7% of inpatient shifts, saving $8.4 million a year',
        'Lowered ambulance diversion hours by 82% over the following two quarters',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The services hospital and physician-group leaders pair with our healthcare work:',
    cta: {
      heading: 'Improve throughput and margin without burning out your staff',
      body: 'Tell us about your payer mix, your staffing pressures and the service lines you need to turn around.',
    },
  },
  relatedServices: [
    'operations-improvement',
    'organizational-hr-consulting',
    'strategy-consulting',
    'ai-solutions',
  ],
};
