import type { IndustryRecord } from '../schemas';

export const automotive: IndustryRecord = {
  slug: 'automotive',
  name: 'Automotive',
  title: 'Automotive Consulting',
  description:
    'We help parts suppliers, dealer groups and mobility businesses plan through an uneven EV transition, control warranty and launch costs, and keep PPAP and quality systems in order.',
  content: [
    `The automotive industry is running two product strategies at once. Automakers still earn most of their profit from trucks and gasoline SUVs, while spending heavily on electric and hybrid platforms whose volumes keep moving. For suppliers, that means quoting programs with uncertain lifetime volumes, carrying tooling for powertrains that may be cut, and funding new capability before a customer commits. Our consultants have worked in supplier plants, in OEM purchasing and in dealer operations, so we know how each side reads a contract.`,

    `Cost pressure comes from every direction. Tariffs on steel, aluminum, parts and finished vehicles have rearranged sourcing across the US, Canada and Mexico, and USMCA content rules decide whether a part crosses a border duty-free. Warranty cost, recall exposure and software-related field issues rise as vehicles get more complex. At the retail end, dealer groups are consolidating, carrying higher floorplan costs and deciding how much to spend on EV chargers, service bays and technicians while demand in their market is still unclear.`,

    `We work with tier-one and tier-two suppliers, aftermarket manufacturers, dealer groups and fleet and mobility operators in North America, Europe and Asia. Engagements include program profitability reviews, launch readiness and PPAP discipline, IATF 16949 corrective-action systems, warranty cost reduction, plant footprint studies under the new tariff rules, and dealer network and fixed-operations improvement. We give plain advice on which programs to quote, which to exit, and when a price recovery conversation with the customer is justified.`,
  ].join('\n\n'),
  imageUrl: '/images/industries/automotive.svg',
  imageAlt:
    'Abstract illustration of a car body in profile built from layered panel outlines, with a gear train and a charging plug in the background',
  stats: {
    experienceYears: 35,
    projects: { count: 19, with: 'parts suppliers, dealer groups and mobility companies' },
    specialists: { count: 6, background: 'supplier quality, launch, purchasing and dealer operations specialists' },
    satisfaction: { rated: 18, surveyed: 19 },
  },
  trends: [
    {
      text: 'Automakers have delayed or scaled back several EV programs and added hybrids, while keeping long-term electrification targets in some markets. Suppliers should quote EV content with volume-based pricing or capacity reservation terms, so a cancelled program does not leave them holding stranded tooling and capital.',
    },
    {
      text: 'Tariffs on imported vehicles, parts, steel and aluminum reshaped North American sourcing during 2025. Operators need landed-cost models at the part-number level and clean USMCA content records, and they should raise price recovery with customers early and with evidence.',
    },
    {
      text: 'Software-defined vehicles move more of the car into code that is updated over the air. For suppliers this shifts value toward electronics and software, and it brings new warranty and cybersecurity obligations under standards such as ISO/SAE 21434.',
    },
    {
      text: 'Dealer consolidation continues, and service and parts now carry a larger share of dealer profit as new-vehicle margins come down from their pandemic highs. Dealers should manage technician capacity, bay utilization and customer retention as closely as they manage the showroom.',
    },
  ],
  services: [
    {
      title: 'Program profitability and quoting discipline',
      description:
        'We review every active program against its quoted assumptions on volume, material, scrap and labor, and show which ones earn back their capital. Quoting rules then change so the next award does not repeat the same mistakes.',
    },
    {
      title: 'Launch readiness and PPAP',
      description:
        'We set launch gates, run process FMEA reviews and check that control plans, measurement system studies and capability data are complete before submission. Fewer launches slip, and fewer parts arrive at the customer plant under containment.',
    },
    {
      title: 'Warranty and quality cost reduction',
      description:
        'We trace warranty claims and customer complaints to root cause, rank them by cost, and put corrective actions in place that hold up under IATF 16949 audit. Where the data supports it, we help negotiate a fairer split of chargebacks.',
    },
    {
      title: 'Dealer network and fixed operations',
      description:
        'For dealer groups we review store performance, acquisition targets and service department throughput. The work covers technician productivity, parts inventory turns and the retention that keeps service bays full between vehicle purchases.',
    },
  ],
  caseStudies: [
    {
      title: 'Cutting warranty cost at a tier-one electronics supplier',
      client:
        'a tier-one supplier of body electronics and wiring assemblies with plants in Michigan and Coahuila, Mexico',
      challenge:
        "Warranty chargebacks from two automakers had tripled in eighteen months, reaching 2.4% of sales. Three new programs were due to launch in the same year, and the supplier's scorecard with its largest customer had dropped to a level that barred it from quoting new business.",
      solution:
        "Our team built one claims database from the automakers' supplier portals and the plant's own return analysis, then ranked failure modes by cost. Two connector designs and a soldering process caused most of the exposure. We ran structured problem solving with engineering, tightened launch gates and PPAP checks for the three new programs, and prepared a data-backed case against claims that traced to the automaker's own harness routing.",
      results: [
        'Warranty cost fell from 2.4% to 0.9% of sales within 14 months',
        'All three program launches met their PPAP dates with no customer containment',
        '$1.7 million in disputed chargebacks credited back after a joint root-cause review',
        'Customer scorecard returned to approved status, restoring the right to quote new business',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The services automotive suppliers and dealer groups use most:',
    cta: {
      heading: 'Plan for volatile volumes with people who have run launches',
      body: 'Tell us which programs, customers or stores are under pressure, and where pricing or tariffs are squeezing margin.',
    },
  },
  relatedServices: ['operations-improvement', 'strategy-consulting', 'ai-solutions'],
};
