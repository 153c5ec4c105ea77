import type { IndustryRecord } from '../schemas';

export const bankingFinancialServices: IndustryRecord = {
  slug: 'banking-financial-services',
  name: 'Banking & Financial Services',
  title: 'Banking & Financial Services Consulting',
  description:
    'We help community and regional banks, credit unions and specialty lenders protect net interest margin, manage credit and compliance risk, and compete for deposits without overpaying for them.',
  content: [
    `Banking is a balance-sheet business, and the balance sheet has been tested hard since 2022. Rapid rate increases pushed deposit costs up, left unrealized losses in securities portfolios, and showed how fast uninsured deposits can leave when confidence slips. Rate cuts in 2024 and 2025 have eased funding costs, but deposit betas on the way down have been slower than many budgets assumed. Members of our team have sat in the treasurer's chair, chaired credit committees and examined banks for a living, so we read a call report the way a regulator does.`,

    `The pressures are familiar but stacked. Net interest margin depends on repricing loans and deposits better than the bank down the street. Credit quality is mixed, with office and some multifamily commercial real estate still refinancing at much higher rates. BSA/AML programs, fair lending reviews and oversight of fintech partners demand more staff time every year. Meanwhile customers expect a digital experience that matches the largest national banks, delivered on core systems that were never designed for it.`,

    `We work with community banks, regional banks, credit unions, specialty lenders and payments companies in the United States, Canada and abroad. Typical projects cover deposit pricing and funding strategy, commercial real estate portfolio reviews, CECL model governance, BSA/AML program remediation, branch network decisions, and core or digital banking conversions. We also support boards weighing a merger, from target screening to integration planning. Our advice stays anchored in capital, liquidity and earnings, the three measures that a board and an examiner both watch most closely.`,
  ].join('\n\n'),
  imageUrl: '/images/industries/banking-financial-services.svg',
  imageAlt:
    'Abstract illustration of a classical bank facade formed from stacked bar charts, with a rising yield curve drawn across it',
  stats: {
    experienceYears: 50,
    projects: { count: 27, with: 'banks, credit unions and specialty lenders' },
    specialists: { count: 7, background: 'former treasurers, credit officers, compliance officers and examiners' },
    satisfaction: { rated: 24, surveyed: 25 },
  },
  trends: [
    {
      text: 'Deposit costs are falling more slowly than the policy rate, because customers who moved money into CDs and high-yield savings now watch rates closely. Banks should price deposits by relationship and balance tier instead of cutting every rate on one schedule.',
    },
    {
      text: 'Commercial real estate loans written at low rates before 2022 keep maturing into a higher-rate market, with office properties under the most strain. Lenders need property-level stress tests and early workout plans, and their CECL reserves should reflect what those tests show.',
    },
    {
      text: 'Regulators have stepped up enforcement on bank-fintech partnerships and on BSA/AML programs that did not keep pace with growth. Any bank offering banking-as-a-service or fast digital account opening should expect examiners to test its transaction monitoring, customer due diligence and third-party oversight in detail.',
    },
    {
      text: 'Bank merger activity picked up in 2025 as approval timelines shortened and smaller institutions faced rising technology and compliance costs. Boards should understand their own strategic options and likely valuation before a buyer calls, not after.',
    },
  ],
  services: [
    {
      title: 'Balance sheet and deposit strategy',
      description:
        'We model net interest margin under several rate paths, segment the deposit base by behavior, and set pricing rules that keep core relationships without paying up for rate-chasing money. ALCO gets a clear playbook instead of a monthly debate.',
    },
    {
      title: 'Credit risk and CECL governance',
      description:
        'We review loan portfolios with a focus on commercial real estate concentrations, stress-test upcoming maturities, and check that CECL model assumptions, qualitative overlays and documentation will satisfy auditors and examiners.',
    },
    {
      title: 'BSA/AML and compliance remediation',
      description:
        'We assess transaction monitoring, customer due diligence and suspicious activity reporting against your actual risk profile, then build a remediation plan with named owners and dates. Where a consent order or matter requiring attention is open, we help management meet every commitment on schedule.',
    },
    {
      title: 'Digital banking and core conversions',
      description:
        'We help select core and digital platforms, plan the conversion weekend hour by hour, and redesign account opening and loan workflows so customers notice the improvement. We also set up the vendor oversight that regulators expect to see.',
    },
  ],
  caseStudies: [
    {
      title: 'Defending margin at a community bank under deposit pressure',
      client: 'a $2.3 billion community bank with 26 branches across Colorado and Nebraska',
      challenge:
        'Net interest margin had fallen from 3.6% to 2.9% in two years as depositors moved into promotional CDs and money market accounts. The bank priced every account from one rate sheet, had no deposit segmentation, and carried a commercial real estate concentration that examiners had flagged as above its own policy limit.',
      solution:
        'We segmented depositors by relationship depth, balance and rate sensitivity, then built tiered pricing that protected operating accounts and let expensive single-product money run off. The commercial real estate book was stress-tested loan by loan, concentration limits were set by property type, and two loan participations brought the concentration back inside policy. ALCO reporting was rebuilt around a monthly margin forecast.',
      results: [
        'Net interest margin recovered from 2.9% to 3.3% within five quarters',
        'Cost of interest-bearing deposits fell 61 basis points while core operating account balances grew 4%',
        'Commercial real estate concentration back within policy limits ahead of the next examination',
        'Examiners closed the concentration finding with no further action required',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'Where boards and management teams of banks and credit unions usually start with us:',
    cta: {
      heading: 'Protect margin, capital and your next examination',
      body: 'Tell us what your ALCO, credit committee or examiners are asking about, and what the board needs to decide.',
    },
  },
  relatedServices: ['strategy-consulting', 'digital-transformation', 'ai-solutions'],
};
