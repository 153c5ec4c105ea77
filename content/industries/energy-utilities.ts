import type { IndustryRecord } from '../schemas';

export const energyUtilities: IndustryRecord = {
  slug: 'energy-utilities',
  name: 'Energy & Utilities',
  title: 'Energy & Utilities Consulting',
  description:
    'We help utilities, electric cooperatives, independent power producers and energy companies plan for load growth, prepare rate cases, move projects through interconnection queues and harden their grids.',
  content: [
    `Utilities are being asked to do three hard things at once: serve the fastest load growth in a generation, keep rates affordable, and make the grid stand up to wildfire, storms and extreme cold. Data centers, new factories and electrification are driving demand forecasts sharply higher in many service territories after nearly two decades of flat sales. Every new substation, line and generating unit has to be justified in a rate case. Our team includes former utility planners, regulatory witnesses and plant managers, several of whom spent their careers here in Wyoming and across the Mountain West.`,

    `Wyoming sits at the center of several of these shifts. The state produces coal, natural gas and wind power for much of the West, and it hosts new transmission lines, an advanced nuclear plant and carbon capture projects that will shape the Western grid for decades. Across North America, interconnection queues hold far more proposed generation and storage than will ever be built, and projects wait years for studies. Transformer and breaker lead times have stretched past two years. In the West, wildfire liability has made grid hardening a board-level issue.`,

    `We work with investor-owned utilities, electric cooperatives, municipal utilities, independent power producers and oil and gas operators in North America and abroad. Typical engagements cover integrated resource plans and load forecasts, rate case preparation, capital program and work management, large-load tariffs for data centers, wildfire mitigation plans, and operating model changes for generation fleets in transition. We stay close to the numbers regulators and lenders will test: revenue requirement, rate base, reliability indices and the cost per customer of each major investment.`,
  ].join('\n\n'),
  imageUrl: '/images/industries/energy-utilities.svg',
  imageAlt:
    'Abstract illustration of transmission towers and wind turbines strung across layered prairie ridgelines, linked by glowing grid lines',
  stats: {
    experienceYears: 45,
    projects: { count: 26, with: 'utilities, electric cooperatives and energy producers' },
    specialists: { count: 7, background: 'resource planners, regulatory specialists and former plant managers' },
    satisfaction: { rated: 25, surveyed: 26 },
  },
  trends: [
    {
      text: 'Data centers and new manufacturing have pushed utility load forecasts to their fastest growth in decades. Utilities should require large-load tariffs with minimum bills, collateral and exit fees, so that existing customers do not carry the cost if a project is cancelled or scaled back.',
    },
    {
      text: 'Interconnection queues across North America still hold more than 2,000 gigawatts of proposed generation and storage, and FERC Order 2023 is moving grid operators to cluster studies with stricter readiness rules. Developers should expect larger deposits and firm site control requirements, and should drop weak projects early.',
    },
    {
      text: 'Wildfire risk has made grid hardening, vegetation management and power shutoff protocols central to Western utility strategy and liability. Several Western states now tie liability protection to an approved wildfire mitigation plan, so utilities should file plans that show measurable risk reduction per dollar spent.',
    },
    {
      text: 'Shortages of large power transformers, breakers and gas turbines have pushed lead times to two years or more, with new turbine slots booked late into the decade. Utilities should place long-lead orders against a firm capital plan and hold strategic spares for critical substations.',
    },
  ],
  services: [
    {
      title: 'Load forecasting and resource planning',
      description:
        'We build load forecasts that separate signed large-load customers from speculative ones, and test resource plans against several demand and fuel price cases. Boards and commissions see every assumption, which makes the plan easier to defend.',
    },
    {
      title: 'Rate case and regulatory strategy',
      description:
        'We help prepare the revenue requirement, cost-of-service study and testimony, and check that capital additions are documented well enough to enter rate base. Settlement strategy is planned from the first filing.',
    },
    {
      title: 'Capital program and grid hardening',
      description:
        'We rank distribution and transmission projects by risk reduced per dollar, set up work management so crews finish what is scheduled, and track SAIDI and SAIFI against spending.',
    },
    {
      title: 'Generation fleet and workforce transition',
      description:
        'For owners of coal and older gas units, we plan retirements, conversions and staffing changes with the host community and the regulator in view. We also help new nuclear, storage and carbon capture projects build the operating organizations they will need.',
    },
  ],
  caseStudies: [
    {
      title: 'Preparing a rural cooperative for large-load growth',
      client:
        'a generation and transmission cooperative serving member distribution co-ops in Wyoming and two neighboring states',
      challenge:
        'Within twelve months the cooperative received requests for more than 900 megawatts of new load, mostly from data center and crypto-mining developers, against a system peak of about 1,400 megawatts. It had no large-load tariff, its forecast assumed 1% annual growth, and member co-ops feared new transmission costs would raise bills for farms and households.',
      solution:
        "We built a tiered load forecast that counted only projects with signed agreements and posted collateral. We drafted a large-load tariff with minimum demand charges, a 15-year contract term, exit fees and customer-funded interconnection facilities, and supported the board through member approval. The capital plan was reworked to order two long-lead transformers early and to stage transmission upgrades in step with signed load.",
      results: [
        'Large-load tariff approved by the board and member co-ops within eight months',
        'Load requests narrowed from over 900 megawatts of inquiries to 310 megawatts of committed projects',
        '$62 million of interconnection and transmission cost assigned to new large-load customers instead of existing members',
        'Two long-lead transformers secured 14 months ahead of the next available manufacturing slot',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'Where utilities, cooperatives and producers most often use us alongside their own engineers:',
    cta: {
      heading: 'Test your next resource plan or rate case before regulators do',
      body: 'Tell us about your load growth, your generation mix and the filing or capital decision in front of you.',
    },
  },
  relatedServices: ['strategy-consulting', 'operations-improvement', 'ai-solutions'],
};
