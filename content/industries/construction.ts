import type { IndustryRecord } from '../schemas';

export const construction: IndustryRecord = {
  slug: 'construction',
  name: 'Construction',
  title: 'Construction Consulting',
  description:
    'We help general contractors, specialty trades and developers bid the right work, control change orders and cash flow, and finish jobs at the margin they bid.',
  content: [
    `Construction is a business of thin margins carried on other people's money. A general contractor might bid at 4% to 6% net and then watch that margin disappear through one unpriced change order, one slow-paying owner or one subcontractor default. The firms that last know their numbers by job, every month: cost to complete, billings in excess of costs, retainage outstanding and labor productivity against the estimate. Between us we have estimated, run and financed jobs as estimators, project managers and construction CFOs, and every engagement starts with the WIP schedule.`,

    `Demand is uneven across sectors. Data centers, manufacturing plants, and power and water infrastructure are busy, helped by federal funding and private investment, while office and some multifamily starts have slowed under higher interest rates. Steel, copper and electrical gear face tariff-driven price swings, and switchgear and transformers carry long lead times. The craft labor shortage has not eased either, with an aging workforce and too few apprentices coming up behind it. Each of these pressures shows up later as bid risk, schedule slip or profit fade.`,

    `We work with general contractors, construction managers, mechanical, electrical and civil subcontractors, and owners managing their own capital programs, in the Mountain West and across North America. Engagements cover bid strategy and go/no-go discipline, project controls and WIP reporting, change order management, preconstruction process, surety and bonding readiness, and field productivity. We also help family-owned contractors plan leadership succession, which is one of the most common reasons a good firm stalls.`,
  ].join('\n\n'),
  imageUrl: '/images/industries/construction.svg',
  imageAlt:
    'Abstract illustration of a tower crane and steel frame in outline over a site-plan grid with survey markers',
  stats: {
    experienceYears: 30,
    projects: { count: 21, with: 'general contractors, specialty trades and project owners' },
    specialists: { count: 5, background: 'estimators, project controls leads and construction CFOs' },
    satisfaction: { rated: 17, surveyed: 18 },
  },
  trends: [
    {
      text: 'Tariffs on steel, aluminum and copper, together with long lead times for switchgear, transformers and generators, made material pricing volatile in 2025. Contractors should add escalation clauses, release major equipment early and avoid fixed-price terms on materials they cannot buy out at bid.',
    },
    {
      text: 'Data center, power and advanced manufacturing projects are absorbing skilled electrical and mechanical labor in many regions. Trade contractors can earn strong margins on this work, but should watch backlog concentration and the strain one very large job places on bonding capacity and supervision.',
    },
    {
      text: 'The skilled labor shortage remains the main limit on growth, and many firms turn down work for lack of foremen and superintendents. Prefabrication, better look-ahead planning and a formal path from apprentice to foreman give contractors more output per worker and help them keep the people they train.',
    },
    {
      text: 'Owners are pushing more risk to contractors through progressive design-build and tighter contract language, while slow payment keeps cash under pressure. Contractors need to read liquidated damages, pay-when-paid and consequential damages clauses closely and put a price on the ones they accept.',
    },
  ],
  services: [
    {
      title: 'Bid strategy and go/no-go discipline',
      description:
        'We analyze your bid-hit ratio and job results by client, project type, size and delivery method to show where you win profitably and where you merely win. Estimators then get a scoring tool that keeps the pipeline focused on the right work.',
    },
    {
      title: 'Project controls and WIP reporting',
      description:
        'We set up cost codes, monthly cost-to-complete forecasts and a WIP schedule that project managers trust and sureties accept. Fade shows up early, while there is still time to act on it.',
    },
    {
      title: 'Change order and claims management',
      description:
        'We build a field-to-office process that documents changes as they happen, prices them quickly and tracks each one to approval. Where disputes already exist, we help assemble the schedule and cost evidence needed to settle them.',
    },
    {
      title: 'Field productivity and workforce planning',
      description:
        'We measure installed quantities against estimated hours, find where crew time is lost and help foremen plan work a week ahead. We also build the foreman development and hiring plans that growth depends on.',
    },
  ],
  caseStudies: [
    {
      title: 'Stopping profit fade at a regional general contractor',
      client:
        'a $180 million general contractor on the Colorado Front Range with commercial, public and light industrial work',
      challenge:
        'Three straight years of revenue growth had come with falling net margin, and two jobs had faded by more than five points each. Unapproved change orders totaled $6.8 million, retainage receivables were climbing, and the surety wanted quarterly WIP reviews before approving any bond above $25 million.',
      solution:
        'Our team rebuilt the WIP schedule around monthly cost-to-complete reviews led by each project manager, and set a rule that no change work proceeds without a signed field directive. A focused effort priced, submitted and negotiated the open change orders. Bid analysis showed the firm was losing money on public work under $5 million, so it stopped bidding that segment and moved estimators to negotiated private work.',
      results: [
        'Net margin rose from 1.8% to 4.1% over the following fiscal year',
        '$5.2 million of the $6.8 million in open change orders approved within seven months',
        'Retainage collected within 60 days of substantial completion on every new job',
        'Bid-hit ratio on targeted work improved from 1 in 9 to 1 in 4',
        'Surety raised the single-job bonding limit to $40 million',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'Contractors and owners most often pair our construction work with:',
    cta: {
      heading: 'Get ahead of fade, change orders and cash flow',
      body: 'Tell us about your backlog, the jobs that worry you and the bid you most need to win.',
    },
  },
  relatedServices: ['operations-improvement', 'strategy-consulting', 'organizational-hr-consulting'],
};
