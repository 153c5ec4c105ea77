import type { IndustryRecord } from '../schemas';

export const manufacturing: IndustryRecord = {
  slug: 'manufacturing',
  name: 'Manufacturing',
  title: 'Manufacturing Consulting',
  description:
    'Plant-floor and boardroom advisory for discrete and process manufacturers that need more output from the same lines, steadier plans and a supply base that holds up through tariff swings. We measure before we recommend, and we stay through the ramp.',
  content: [
    'In most plants we visit, overall equipment effectiveness (OEE) sits between 45% and 60%, and leadership believes it is higher. The gap hides in short stops nobody logs, changeovers that run twice their standard and scrap that gets reworked rather than counted. We start by measuring OEE the hard way, line by line and shift by shift, then attack the largest losses with the operators who run the equipment. Quick-changeover work alone often returns 5 to 10 points of availability on high-mix lines.',
    'Planning is where good plants lose money without noticing. Sales forecasts change weekly, the master schedule chases them, and the result is expedited freight, weekend overtime and finished goods sitting in the wrong warehouse. We build a sales and operations planning (S&OP) process that meets monthly, makes one set of numbers binding, and gives the plant a frozen window it can execute against. Inventory usually falls while service levels rise, which surprises finance more than anyone.',
    'The supply side has changed more in two years than in the previous twenty. Tariffs on steel, aluminum and a widening list of imported components have reset landed costs, and many firms are weighing reshoring or nearshoring a product line to the US South or Mexico. We model total landed cost, capacity, labor availability and incentive packages for each option, and we test them against tariff scenarios rather than a single forecast. Our team includes former plant managers, supply-chain directors and industrial engineers.',
  ].join('\n\n'),
  imageUrl: '/images/industries/manufacturing.svg',
  imageAlt:
    'Abstract illustration of interlocking gears, conveyor lines and geometric factory rooftops',
  stats: {
    experienceYears: 55,
    projects: { count: 31, with: 'plants and supply chains in discrete and process industries' },
    specialists: { count: 8, background: 'industrial engineers, former plant managers and supply-chain leads' },
    satisfaction: { rated: 29, surveyed: 30 },
  },
  trends: [
    {
      text: 'US tariffs on steel and aluminum rose to 50% in 2025 and now cover a long list of derivative products, on top of broad reciprocal tariffs on most trading partners. Manufacturers should rebuild bills of materials with landed cost by country of origin and requote customer contracts that lack price-adjustment clauses.',
    },
    {
      text: 'Reshoring announcements remain strong, but the binding constraint is skilled labor rather than land or incentives. Operators planning a new US line should line up maintenance technicians, welders and controls engineers before committing capital, and budget for training.',
    },
    {
      text: 'Factory AI is moving from pilots to production in vision inspection and predictive maintenance. The payback comes when models feed work orders and scrap codes, so plants should clean up their maintenance and quality data first.',
    },
    {
      text: 'The EU Carbon Border Adjustment Mechanism has been in its definitive phase since January 2026: importers of more than 50 tonnes a year of steel, aluminum, cement, fertilizers and other covered goods must be authorized declarants, and carbon certificates for 2026 imports are due in 2027. Exporters to Europe and their suppliers need verified product-level emissions data, or their customers pay on default values that are set high.',
    },
  ],
  services: [
    {
      title: 'OEE and Lean Line Improvement',
      description:
        'We measure availability, performance and quality losses on each line, then run focused improvement sprints on changeover, minor stops and scrap with the operators and maintenance crews who own the equipment.',
    },
    {
      title: 'Sales and Operations Planning',
      description:
        'We design a monthly S&OP cycle with a demand review, a supply review and an executive meeting that makes decisions. We then connect it to the master schedule and to inventory targets by SKU class.',
    },
    {
      title: 'Supply Chain Footprint and Reshoring',
      description:
        'We compare sourcing and production locations on total landed cost, tariff exposure, lead time and labor availability. Then we build the transition plan for the option you choose, including supplier qualification and ramp-up.',
    },
    {
      title: 'Plant Data and Smart Factory Roadmap',
      description:
        'We assess MES, historian and ERP data quality, pick the two or three use cases with proven payback, and lay the data foundation so machine monitoring and AI inspection deliver value beyond the pilot.',
    },
  ],
  caseStudies: [
    {
      title: 'Raising OEE on high-mix machining lines',
      client: 'a family-owned precision machining company in northeast Ohio with 310 employees',
      challenge:
        'OEE on the CNC cells averaged 48%, changeovers took more than three hours, and scrap on titanium parts ran at 6.5%. The owners were quoting 12-week lead times and turning work away while weighing a $9 million plant expansion.',
      solution:
        'We installed simple machine monitoring on 22 CNC machines, ran single-minute exchange of die workshops on the five bottleneck cells, and moved fixture setup and tool presetting off the machine. A daily scrap review traced each defect to its root cause, and we rewrote the scheduling rules to group jobs by material and fixture family.',
      results: [
        'Raised OEE on bottleneck cells from 48% to 67% in eight months',
        'Cut average changeover time from 3.2 hours to 55 minutes',
        'Reduced titanium scrap from 6.5% to 2.1%, saving about $1.4 million a year',
        'Shortened quoted lead times from 12 weeks to 7 and deferred the $9 million expansion',
      ],
    },
    {
      title: 'Reshoring a product line and rebuilding S&OP',
      client: 'a $450 million maker of commercial HVAC components with plants in the US and Asia',
      challenge:
        'Tariffs added 22% to the landed cost of compressor housings and control assemblies made in Asia, and ocean lead times swung between 5 and 11 weeks. Forecast accuracy was 58%, so the US plants carried heavy inventory of the wrong parts while customers waited on backorders.',
      solution:
        "We modeled five footprint options against three tariff scenarios and recommended moving housing production to the company's Tennessee plant, while keeping electronics sourcing in Asia with a second supplier qualified in Mexico. In parallel we launched a monthly S&OP process with a consensus forecast, a six-week frozen schedule and inventory targets by SKU class.",
      results: [
        'Lowered landed cost of the reshored housings by 14% in the first full year of US production',
        'Raised product-family forecast accuracy from 58% to 81%',
        'Cut finished-goods inventory by $23 million while on-time delivery rose from 84% to 95%',
        'Reached full output on the reshored line in 10 months, two months ahead of plan',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'Plant and operations leaders usually combine our manufacturing work with:',
    cta: {
      heading: 'Find the capacity already inside your plant',
      body: 'Tell us about your OEE, your scrap and your on-time delivery, and which customer or product line is at risk.',
    },
  },
  relatedServices: [
    'operations-improvement',
    'strategy-consulting',
    'digital-transformation',
    'ai-solutions',
  ],
};
