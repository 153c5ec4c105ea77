import type { IndustryRecord } from '../schemas';

export const telecommunications: IndustryRecord = {
  slug: 'telecommunications',
  name: 'Telecommunications',
  title: 'Telecommunications Consulting',
  description:
    'Advisory for fiber builders, cable operators, wireless carriers and rural broadband providers deciding where to put network capital and how to keep the customers they win. We tie every build plan back to take rates, ARPU and churn.',
  content: [
    'Telecom is a capital business wearing consumer clothing. Every decision to run fiber, upgrade a cable plant or add a tower site commits cash for decades, yet many plans rest on a take-rate assumption nobody has tested. We build network capex cases passing by passing, with cost per home passed, cost per connection, expected penetration curves and the likely competitive response from fiber overbuild or fixed wireless. Boards get a clear view of which markets pay back in seven years and which never will.',
    'Winning the customer is half the job. Broadband and mobile churn has risen as cable, fiber, wireless and satellite providers chase the same households, often with promotional pricing that resets every year. We study churn by tenure, speed tier, bundle and region, and design retention offers, converged mobile-and-home packages and price steps that protect ARPU instead of eroding it. Field and care operations matter just as much, because first-time install success and repeat truck rolls shape what customers remember.',
    "Rural providers face a separate set of questions. The BEAD program now lets states award grants to fiber, fixed wireless and low-earth-orbit satellite providers, and its rules shifted mid-course in 2025. Cooperatives, municipal utilities and small carriers need grant applications that score well, build plans that meet deadlines, and operating models that stay viable after the subsidy ends. Our consultants include former network planners, cable operators and telecom finance leads, and several have built rural networks in the Mountain West themselves.",
  ].join('\n\n'),
  imageUrl: '/images/industries/telecommunications.svg',
  imageAlt:
    'Abstract illustration of radio towers, signal arcs and fiber lines branching across a dark grid',
  stats: {
    experienceYears: 30,
    projects: { count: 17, with: 'carriers, cable operators and broadband builders' },
    specialists: { count: 5, background: 'network planners, telecom finance and customer-operations leads' },
    satisfaction: { rated: 16, surveyed: 17 },
  },
  trends: [
    {
      text: "In June 2025 the federal broadband office restructured BEAD under its 'Benefit of the Bargain' rules, making the program technology-neutral and pushing states to rerun awards at lower cost per location. Providers should rework bids for a field that now includes fixed wireless and satellite, and sharpen the cost case for their own builds.",
    },
    {
      text: 'Fiber consolidation is accelerating through acquisitions and joint ventures, as large carriers buy regional fiber networks to pair with their wireless businesses. Independent fiber operators should know their value per passing and keep clean data on penetration and churn before buyers call.',
    },
    {
      text: 'Fixed wireless access keeps adding home broadband subscribers faster than cable, using spare 5G capacity. Cable and fiber operators are answering with mobile bundles and multi-year price locks, so every operator must model how converged offers change churn and ARPU across the household.',
    },
    {
      text: 'Carriers are retiring copper networks and legacy switches as maintenance costs climb and regulators ease discontinuance rules. The savings are real, but operators need migration plans for business and rural customers who still depend on copper lines.',
    },
  ],
  services: [
    {
      title: 'Network Investment Cases',
      description:
        'We model cost per passing, penetration curves and payback by market for fiber builds, cable upgrades and wireless densification. Build options are then ranked so capital goes where returns are strongest.',
    },
    {
      title: 'Churn and ARPU Management',
      description:
        'We analyze why customers leave by tenure, tier and region, then design retention offers, price steps and converged bundles that protect revenue per account.',
    },
    {
      title: 'Broadband Grant Strategy',
      description:
        'We help cooperatives, municipalities and regional providers prepare BEAD and state grant applications, build compliance plans, and test whether a subsidized network will stay profitable after the grant runs out.',
    },
    {
      title: 'Field and Customer Operations',
      description:
        'We cut repeat truck rolls and failed installs, rebalance technician routes, and raise first-call resolution in care centers, adding AI tools where they shorten handle time.',
    },
  ],
  caseStudies: [
    {
      title: 'Getting a rural fiber build back on plan',
      client: 'an electric cooperative in the northern Plains building fiber to 38,000 rural locations',
      challenge:
        'Two years into a grant-funded build, the cooperative had spent 60% of its budget but passed only 41% of planned locations. Take rates in completed areas were 34% against a plan of 50%, and installation backlogs stretched to ten weeks.',
      solution:
        'We re-sequenced the remaining build around density and existing pole lines, renegotiated contractor pricing to pay per completed passing, and set up weekly production tracking. On the commercial side we introduced a pre-registration campaign ahead of construction in each area, a simpler three-tier price list, and a dedicated install crew to clear the backlog.',
      results: [
        'Lowered cost per passing on the remaining build by 18%',
        'Raised take rate in newly lit areas from 34% to 52% within a year',
        'Cut the average wait for installation from ten weeks to 12 days',
        'Brought the project back within budget and on track to meet its grant deadline',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The services carriers and broadband builders pair with our telecom work:',
    cta: {
      heading: 'Make your next build and pricing decisions with churn in view',
      body: 'Tell us about your ARPU, your churn and the network capex you need to justify to your board or lenders.',
    },
  },
  relatedServices: [
    'strategy-consulting',
    'operations-improvement',
    'marketing-growth-strategy',
    'ai-solutions',
  ],
};
