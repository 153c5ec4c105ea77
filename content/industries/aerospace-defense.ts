import type { IndustryRecord } from '../schemas';

export const aerospaceDefense: IndustryRecord = {
  slug: 'aerospace-defense',
  name: 'Aerospace & Defense',
  title: 'Aerospace & Defense Consulting',
  description:
    'We help aerospace suppliers and defense contractors protect program margins, pass CMMC and AS9100 audits, and build supply bases that can meet rising build rates.',
  content: [
    `Aerospace and defense work runs on long contracts, tight tolerances and unforgiving audits. A supplier can win a ten-year position on an airframe and still lose money on it if the learning curve flattens too early or material costs climb faster than the price adjustment clause allows. Prime contractors push more design and inventory risk down the tiers every year. Our consultants have run programs, supply chains and quality systems in this sector, so we start from the estimate at completion, not from a slide about growth.`,

    `Commercial aerospace is working through a production ramp that its supply base was not built for. Castings, forgings, fasteners and avionics components remain on allocation, and a single late part can leave a finished fuselage waiting on the floor. On the defense side, budgets for munitions, space and sustainment are growing, but so is the compliance burden: CMMC certification, DFARS cybersecurity clauses, cost accounting standards and ITAR controls all cost money before the first unit ships. Firms that treat compliance as overhead rather than as a condition of bidding tend to find out too late.`,

    `We work with tier-two and tier-three suppliers, maintenance and repair operators, and mid-sized defense contractors in North America and allied countries. Typical engagements cover program margin reviews, supplier qualification and development, AS9100 and NADCAP readiness, capacity planning against a customer's published rate schedule, and the pricing discipline needed for fixed-price development bids. We are direct about which contracts are worth chasing. A backlog that looks healthy on paper can hide programs that will never earn back their nonrecurring engineering.`,
  ].join('\n\n'),
  imageUrl: '/images/industries/aerospace-defense.svg',
  imageAlt:
    'Abstract illustration of an aircraft silhouette drawn in blueprint lines, crossed by flight-path arcs and a grid of machined-part outlines',
  stats: {
    experienceYears: 40,
    projects: { count: 18, with: 'aerospace suppliers, MRO shops and defense contractors' },
    specialists: { count: 6, background: 'former program managers, quality leads and supply chain directors' },
    satisfaction: { rated: 17, surveyed: 18 },
  },
  trends: [
    {
      text: 'Commercial build rates are climbing back toward pre-2019 levels while castings, forgings and engine parts stay scarce. Suppliers that cannot show credible rate readiness risk losing share to a second source that the prime qualifies in the meantime.',
    },
    {
      text: 'CMMC requirements began appearing in Defense Department solicitations in late 2025, after the final program and acquisition rules took effect. Any contractor that handles controlled unclassified information needs a scoped assessment plan and a realistic remediation budget before the next proposal, not during it.',
    },
    {
      text: 'Defense spending is shifting toward munitions, space, uncrewed systems and sustainment, with multiyear buys on several munitions lines. Smaller firms can win real work in these areas, but only with the cost accounting systems and capacity evidence that a prime or program office will ask to see.',
    },
    {
      text: 'Fixed-price development contracts have produced large write-downs across the industry, and buyers and primes are revisiting how risk is shared. Bidders should price technical and schedule risk explicitly and decline terms that place all of it on the supplier.',
    },
  ],
  services: [
    {
      title: 'Program margin recovery',
      description:
        'We rebuild the estimate at completion line by line, separate recoverable overruns from sunk ones, and prepare a request for equitable adjustment or a reprice where the contract supports it. Leadership gets a margin forecast it can defend to its board and its customer.',
    },
    {
      title: 'CMMC and compliance readiness',
      description:
        'We scope the environment that holds controlled unclassified information, run a gap assessment against NIST SP 800-171, and sequence remediation so cost and disruption stay in proportion. We also align ITAR, DFARS and cost accounting practice with how your teams actually work.',
    },
    {
      title: 'Supplier qualification and development',
      description:
        'We build risk-ranked supplier panels, run first article and source approval efforts, and write development plans for sub-tier suppliers that keep missing dates. The aim is fewer single points of failure on the parts that stop a line.',
    },
    {
      title: 'Rate readiness and capacity planning',
      description:
        "We test plant, labor and special-process capacity against the customer's rate schedule and show where the constraint sits at each step of the ramp. Investment and hiring decisions then follow from that constraint rather than from a general growth target.",
    },
  ],
  caseStudies: [
    {
      title: 'Restoring margin on a fixed-price aerostructures program',
      client: 'a 600-employee aerostructures supplier in Kansas building assemblies for two commercial primes',
      challenge:
        "The largest program in the company's backlog was losing roughly 9% on every shipset after a rate increase. Scrap on machined parts had doubled, overtime ran above 20%, and two open corrective actions with the prime put a pending contract extension at risk.",
      solution:
        'Our team rebuilt the estimate at completion and traced the loss to three part families and an undersized heat-treat operation, then reset routings and staffing for those parts. We helped the client document scope growth from engineering changes and submit a price adjustment request. We also closed both corrective actions and prepared the quality team for its AS9100 surveillance audit.',
      results: [
        'Program margin moved from minus 9% to plus 4% within 11 months',
        'Scrap cost on the three problem part families fell by 58%',
        'Recovered $3.1 million through an approved price adjustment for engineering changes',
        'Both corrective actions closed and the AS9100 surveillance audit passed with no major findings',
        'Contract extension awarded through 2031',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'Where aerospace and defense suppliers most often bring us in:',
    cta: {
      heading: 'Bring us the program that is behind on rate or margin',
      body: 'Tell us which part numbers, contracts or certifications are holding you back, and what a good year would look like.',
    },
  },
  relatedServices: ['strategy-consulting', 'operations-improvement', 'digital-transformation'],
};
