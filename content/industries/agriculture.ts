import type { IndustryRecord } from '../schemas';

export const agriculture: IndustryRecord = {
  slug: 'agriculture',
  name: 'Agriculture',
  title: 'Agriculture Consulting',
  description:
    'We help farms, ranches, cooperatives and agribusinesses manage input costs, commodity risk and succession, so that good years build the balance sheet and bad years do not break it.',
  content: [
    `Farm margins are set by forces no operator controls: weather, world grain prices, interest rates and the cost of fertilizer, seed and chemical. What an operation can control is how it buys inputs, markets its crop, finances land and equipment, and plans for the next generation. Our consultants include people who grew up on irrigated ground along the North Platte and people who have run grain merchandising desks and cooperative finance, so we talk about bushels, breakevens and basis rather than abstractions.`,

    `The last few years have squeezed the middle. Corn and soybean prices came well off their 2022 highs while input costs and operating loan rates stayed stubborn, leaving many row-crop budgets at or below breakeven on rented ground. Cattle producers face the opposite picture, with record calf prices but a herd rebuild that demands capital and patience. In the Mountain West, water rights, drought and rising land values shape almost every decision about expansion, cash rent and land tenure.`,

    `We work with family row-crop and livestock operations, agricultural cooperatives, grain and feed businesses, and food processors across North America and in several export markets. Engagements usually start with enterprise budgets that show which fields, herds or product lines earn their keep. From there we build marketing plans that pair crop insurance with forward sales and hedges, review land and machinery strategy, and help owners structure succession so the farm survives the handover as a working business.`,
  ].join('\n\n'),
  imageUrl: '/images/industries/agriculture.svg',
  imageAlt:
    'Abstract contour-line illustration of irrigated crop circles and grain fields beside a winding river bend',
  stats: {
    experienceYears: 40,
    projects: { count: 24, with: 'farms, ranches, cooperatives and agribusinesses' },
    specialists: { count: 6, background: 'agronomy, ag lending and commodity marketing specialists' },
    satisfaction: { rated: 22, surveyed: 23 },
  },
  trends: [
    {
      text: 'Row-crop margins are thin, with corn and soybean prices well below their 2022 peaks while seed, fertilizer and land costs stay high. Growers need field-level breakevens and a marketing plan in place before planting, not after harvest.',
    },
    {
      text: 'Tariff disputes in 2025 disrupted soybean and other export flows and widened basis in several regions. Producers and elevators should spread sales across more buyers where they can and manage basis risk separately from futures risk.',
    },
    {
      text: 'The US cattle herd is at its smallest in decades, pushing feeder and calf prices to records. Ranchers deciding whether to keep back heifers must weigh those prices against feed costs, drought risk and the years a rebuild takes to pay back.',
    },
    {
      text: 'New soybean crush plants built to supply renewable diesel have changed local basis across parts of the Plains, and the 45Z clean fuel production credit may reward low-carbon farm practices once its rules settle. Growers near a crush plant should price those contracts and any carbon premium against the real cost of the practice changes required.',
    },
  ],
  services: [
    {
      title: 'Enterprise budgets and breakeven analysis',
      description:
        'We build cost-of-production budgets by field, crop and herd, counting land, machinery and family labor at fair market cost. Owners see which enterprises carry the operation and which ones quietly drain it.',
    },
    {
      title: 'Commodity marketing and risk plans',
      description:
        'We write a marketing plan with price targets, sales timing and hedge limits, tied to the crop insurance coverage you carry. The family and the lender then follow the same rules when markets move.',
    },
    {
      title: 'Land, equipment and capital strategy',
      description:
        'We compare buying, renting and custom hiring for land and machinery, and model what each choice does to working capital and debt service. This is where most long-term farm wealth is made or lost.',
    },
    {
      title: 'Succession and governance for family operations and co-ops',
      description:
        'We help families divide ownership, management and income in ways that are fair to both on-farm and off-farm heirs. For cooperatives we review board structure, patronage policy and how the co-op reports to its members.',
    },
  ],
  caseStudies: [
    {
      title: 'Rebuilding breakevens on an irrigated row-crop farm',
      client:
        'a 1,200-acre irrigated row-crop operation in the North Platte valley, run by two generations of one family',
      challenge:
        'After two years of falling corn prices, working capital had dropped by more than half and the lender wanted a plan before renewing the operating line. The family sold most grain at harvest, had no written marketing plan and ran an equipment line sized for twice its acreage.',
      solution:
        'Field-level budgets showed three rented parcels losing money at current cash rents; the family renegotiated two leases and released the third. Underused equipment was sold and planting moved to a custom operator. A written marketing plan combined revenue protection coverage with scheduled forward sales and a basis strategy agreed with the local elevator. We also drafted a succession timeline that gave the younger generation management steps with clear decision rights.',
      results: [
        'Cut cost of production on corn by 48 cents per bushel within one season',
        'Raised the average realized corn price by 22 cents per bushel over harvest-time sales across two marketing years',
        'Freed $410,000 of working capital through equipment sales and lower input inventory',
        'Operating line renewed on better terms, with a formal marketing plan on file with the lender',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The work farm, ranch and cooperative clients ask us for first:',
    cta: {
      heading: 'Talk through input costs and commodity risk before the next season',
      body: 'Tell us about your operation, your acres or head count, and the margin you need to protect.',
    },
  },
  relatedServices: ['strategy-consulting', 'operations-improvement', 'organizational-hr-consulting'],
};
