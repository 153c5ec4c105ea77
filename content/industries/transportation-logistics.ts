import type { IndustryRecord } from '../schemas';

export const transportationLogistics: IndustryRecord = {
  slug: 'transportation-logistics',
  name: 'Transportation & Logistics',
  title: 'Transportation & Logistics Consulting',
  description:
    'Advisory for carriers, freight brokers, third-party logistics providers and shippers that need to move more freight at a lower cost per mile, stop and pallet. We work from the dock and the dispatch board up to network design.',
  content: [
    'Freight margins live in the minutes and miles nobody bills for. A truckload carrier running 18% deadhead miles pays drivers and buys fuel to haul air almost one mile in five. A distribution center with three-hour average dwell time at its doors burns driver hours and invites detention claims. We start with telematics, ELD and yard data to measure where time and distance go, then redesign lanes, appointment rules and load planning so that trucks and trailers spend more of each day earning revenue.',
    "The market has tested everyone's pricing discipline. Through a long freight downturn, spot rates stayed low and tender acceptance on contract freight stayed high, so shippers grew used to capacity on demand. That is changing as carriers exit and driver rules tighten. We help carriers and brokers rebuild lane-level pricing, rank customers by profitability, and negotiate contracts with fuel and accessorial terms that hold up when the cycle turns. Shippers get the mirror image: routing guides and carrier scorecards that protect service without overpaying.",
    'Final-mile and parcel networks run on their own arithmetic. Cost per stop rises quickly when route density falls, and failed first attempts or narrow delivery windows add stops without adding revenue. We redesign route territories, depot locations and delivery promises, and test whether owned fleets, contractors or gig drivers fit each market. Inside the warehouse we look at labor productivity per line picked, slotting and automation payback. Our consultants have managed fleets, brokerage desks and distribution centers.',
  ].join('\n\n'),
  imageUrl: '/images/industries/transportation-logistics.svg',
  imageAlt:
    'Abstract illustration of highway lines, shipping containers and route arcs crossing a stylized map',
  stats: {
    experienceYears: 45,
    projects: { count: 23, with: 'carriers, 3PLs and shipper logistics teams' },
    specialists: { count: 7, background: 'former fleet managers, pricing analysts and distribution-center leaders' },
    satisfaction: { rated: 22, surveyed: 23 },
  },
  trends: [
    {
      text: 'Stricter federal enforcement of English-language proficiency rules for truck drivers began in 2025, and regulators moved to restrict commercial licenses for non-domiciled drivers. Carriers and shippers should expect tighter capacity on some lanes and review driver qualification files now.',
    },
    {
      text: 'Tariff changes have made import volumes swing sharply, with shippers pulling orders forward and then pausing. Logistics providers should plan warehouse labor and drayage capacity on scenarios, and write contracts that share the cost of sudden surges.',
    },
    {
      text: 'Cargo theft, including fraud in which criminals pose as legitimate carriers to take loads, has reached record levels. Brokers and shippers need stronger carrier vetting, identity checks and in-transit tracking built into the tendering process.',
    },
    {
      text: 'Driverless trucks began hauling commercial freight on Texas highways in 2025, and more routes are planned. Few fleets will deploy them soon, but carriers on long Sun Belt lanes should study how autonomous capacity could reset rates and terminal locations.',
    },
  ],
  services: [
    {
      title: 'Network and Lane Optimization',
      description:
        'We analyze lane density, deadhead and freight balance across your network, then redesign lanes, relay points and customer mix so trucks run loaded more often.',
    },
    {
      title: 'Freight Pricing and Contract Strategy',
      description:
        'We build lane-level cost and pricing models, segment customers by margin, and set bid strategies with fuel, detention and accessorial terms that protect profit through the cycle.',
    },
    {
      title: 'Final-Mile and Warehouse Operations',
      description:
        'We redesign delivery routes, depot footprints and warehouse slotting to cut cost per stop and per order line. We also test whether automation will pay back at your volumes.',
    },
    {
      title: 'Visibility and Dispatch Analytics',
      description:
        'We connect TMS, telematics and yard data into a single view of dwell time, on-time performance and asset use, and add AI tools for load matching and arrival prediction where the data supports them.',
    },
  ],
  caseStudies: [
    {
      title: 'Lowering deadhead and dwell at a regional truckload carrier',
      client: 'a 650-truck regional truckload carrier based in the Midwest',
      challenge:
        'Deadhead ran at 19% of total miles, and drivers lost an average of 2.7 hours per stop waiting at shipper and receiver docks. Driver turnover had passed 80% a year, and the operating ratio had slipped to 98 as contract rates fell.',
      solution:
        'We rebuilt the lane network around four freight-dense corridors and dropped or repriced 60 unprofitable lanes. The carrier introduced drop-trailer programs with its five largest shippers, began billing detention consistently, and moved dispatch to a planning board that matched loads to driver home time. A new pricing model set rates by lane direction and freight balance.',
      results: [
        'Reduced deadhead from 19% to 12.5% of total miles in six months',
        'Cut average dwell per stop from 2.7 to 1.4 hours at drop-trailer customers',
        'Improved the operating ratio from 98 to 93.5 within a year',
        'Lowered annualized driver turnover from 82% to 58%',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The services carriers, 3PLs and shippers ask us for most:',
    cta: {
      heading: 'Take cost out of every lane and dock',
      body: 'Tell us about your empty miles, your dock-to-stock time and the customers whose service levels are slipping.',
    },
  },
  relatedServices: [
    'operations-improvement',
    'digital-transformation',
    'strategy-consulting',
    'ai-solutions',
  ],
};
