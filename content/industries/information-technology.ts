import type { IndustryRecord } from '../schemas';

export const informationTechnology: IndustryRecord = {
  slug: 'information-technology',
  name: 'Information Technology',
  title: 'Information Technology Consulting',
  description:
    'Advisory for software, SaaS and IT services companies that need durable growth, healthier unit economics and a clear answer to what AI means for their pricing. We work with founders, operating partners and executive teams from growth stage to mature portfolio company.',
  content: [
    'Software markets rewarded growth at any cost until money stopped being cheap. Boards now ask harder questions: how much ARR is truly recurring, what net revenue retention looks like once the ten largest accounts are set aside, and how many months it takes to earn back the cost of a new customer. We start with a cohort-level view of the revenue base. It usually shows that a few segments fund the company, a few quietly drain it, and the operating plan has been treating them the same way.',
    'Services are often where margin leaks out of a software business. Implementation and professional services get attached to deals to close them, then priced at a loss and staffed with engineers the product roadmap needs. We redesign services attach rates, packaging and partner delivery so that onboarding speeds time to value instead of slowing it. For IT services firms the same lens applies in reverse: utilization, bill rates, the move from time-and-materials to managed outcomes, and the offshore mix that clients will accept.',
    "Cloud cost is the third lever, and it now competes with AI inference for the same budget. Many companies we see spend 8% to 15% of revenue on hosting while nobody owns the bill line by line. We put FinOps practices in place, tie spend to product features and customers, and model gross margin under the usage patterns that AI features create. The result is a plan the CFO can defend to the board and the CTO's teams can actually run.",
  ].join('\n\n'),
  imageUrl: '/images/industries/information-technology.svg',
  imageAlt:
    'Abstract illustration of layered circuit traces and stacked cloud shapes in cool blue gradients',
  stats: {
    experienceYears: 45,
    projects: { count: 27, with: 'software vendors and IT services firms' },
    specialists: { count: 7, background: 'former operators, product leaders and finance executives' },
    satisfaction: { rated: 26, surveyed: 27 },
  },
  trends: [
    {
      text: "AI features are pushing software vendors away from pure per-seat pricing toward usage, credit and outcome-based models. Operators need billing systems, revenue forecasts and sales compensation plans that still work when a customer's bill moves month to month.",
    },
    {
      text: 'Net revenue retention has settled lower across much of SaaS as buyers consolidate tools and trim unused seats at renewal. Growth plans should assume expansion revenue is harder to win and put more weight on gross retention and early warning from customer health scores.',
    },
    {
      text: 'Spending on GPUs and AI inference is squeezing gross margins at companies that added generative features without repricing them. Finance teams should measure cost per AI interaction and set usage guardrails before adoption scales.',
    },
    {
      text: "The EU Data Act began applying in September 2025, requiring cloud providers to ease customer switching and phase out switching charges by 2027, while the EU AI Act's obligations for general-purpose AI models took effect in August 2025. Vendors selling into Europe need contract terms, data portability and model documentation that satisfy both.",
    },
  ],
  services: [
    {
      title: 'Revenue Quality and Retention Diagnostics',
      description:
        'We rebuild ARR, gross retention and net retention by cohort, segment and product line, and show which customers, contracts and sales motions produce durable revenue. Leaders get a retention plan with named owners rather than another dashboard.',
    },
    {
      title: 'Pricing and Packaging for AI Products',
      description:
        'We design tiers, usage meters and credit models for AI features, test them with customers and sales teams, and model the effect on ARR, margin and discounting before launch.',
    },
    {
      title: 'Services Attach and Delivery Economics',
      description:
        'We set target attach rates, price professional services to cover their cost, and move repeatable implementation work to partners or productized onboarding. For IT services firms we tune utilization, pyramid mix and delivery location.',
    },
    {
      title: 'Cloud Cost and FinOps Programs',
      description:
        'We tag and allocate cloud spend by product and customer, renegotiate committed-use contracts, and install a monthly cost review that engineering owns. In our engagements so far, first-year hosting savings have mostly fallen between 10% and 25%; how much depends on how much of the bill is already under commitment.',
    },
  ],
  caseStudies: [
    {
      title: 'Restoring gross margin and retention at a vertical SaaS company',
      client: 'a vertical SaaS provider with $60 million in ARR serving property managers in North America',
      challenge:
        'Net revenue retention had slid from 112% to 98% in two years, and gross margin had fallen below 65% after the company added AI-assisted features without changing its prices. Implementation projects took 14 weeks on average and were delivered at a loss.',
      solution:
        'We segmented the customer base by size and product use, built a health score that flagged at-risk accounts 90 days before renewal, and introduced a usage-based AI add-on with an included monthly allowance. Engineering and finance set up a FinOps cadence that tied hosting and inference cost to each product module. Standard implementations moved to a fixed-scope package delivered with two certified partners.',
      results: [
        'Raised net revenue retention from 98% to 107% within four quarters',
        'Lifted gross margin from 64% to 73%, helped by $3.1 million a year in lower cloud and inference spend',
        'Shortened median implementation time from 14 weeks to 6',
        'Moved professional services from a 12% loss to break-even',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The services software and IT services leaders ask us for most:',
    cta: {
      heading: 'Grow efficiently, not just quickly',
      body: 'Tell us about your net revenue retention, your cost of acquiring customers and where your roadmap and your sales plan disagree.',
    },
  },
  relatedServices: [
    'strategy-consulting',
    'digital-transformation',
    'marketing-growth-strategy',
    'ai-solutions',
  ],
};
