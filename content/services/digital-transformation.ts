import type { ServiceRecord } from '../schemas';

export const digitalTransformation: ServiceRecord = {
  slug: 'digital-transformation',
  title: 'Digital Transformation',
  navLabel: 'Digital Transformation',
  description:
    'We help mid-sized companies choose, fund and deliver the systems and data changes that pay back. We stay vendor-neutral and judge success by adoption and business results, not go-live dates.',
  content: [
    `Digital programs most often go wrong before any code is written: the wrong problem, an oversized scope or a vendor chosen from a polished demo. Our first step is a four-to-six-week diagnostic. We map the systems you run, the data that moves between them and the manual workarounds your staff rely on, then put a cost on each pain point in hours, errors and lost revenue. The result is a short list of changes ranked by value and difficulty, with honest estimates of cost and time.`,

    `In the rest of the first 90 days we turn that list into a sequenced roadmap and start the first release. We prefer small, visible wins in the first quarter, such as a cleaned-up customer master, an automated approval flow or a dashboard people open every morning, over a single big-bang replacement. When a major platform purchase is justified, we write the requirements, run a scored vendor selection with scripted demos, and help negotiate the contract. We take no referral fees from software vendors.`,

    `Your team does the building and the owning. We ask for a product owner from the business side, not from IT, for each release, and we pair our consultants with your IT staff or chosen integrator rather than replacing them. Training, process redesign and data clean-up are in the budget from the start, because that is where most of the benefit, and most of the effort, actually lies.`,

    `We measure adoption and outcomes rather than milestones. For each release we agree the numbers it should move, for example order-entry time, invoice error rate, the share of transactions handled without a manual touch, or the days needed to produce the monthly management pack. We also track how many staff use the new tool each week. A system that went live on time but that nobody uses counts as a failure in our reporting.`,
  ].join('\n\n'),
  icon: 'digital',
  benefits: [
    {
      title: 'Vendor-neutral advice',
      description:
        'Recommendations rest on your requirements, your budget and the capacity of your team. No reseller pays us, and no sales demo makes the decision for you.',
    },
    {
      title: 'Value early and often',
      description:
        'Releases are sized to deliver something useful every quarter, which keeps funding and goodwill intact through a program that may run for two or three years.',
    },
    {
      title: 'Systems people use',
      description:
        'Process redesign, training and data clean-up are planned alongside the technology, so real use follows go-live rather than a return to spreadsheets.',
    },
  ],
  results: [
    'Replaced a 20-year-old ERP on time and 6% under budget, with order-entry time down 40%, for a regional food distributor',
    'Automated 70% of accounts-payable invoices within five months for a multi-site outpatient healthcare group',
    'Consolidated 14 spreadsheets into one reporting platform, cutting board-pack preparation from 9 days to 2, for a municipal utility',
  ],
  imageUrl: '/images/services/digital-transformation.svg',
  relatedIndustries: [
    'manufacturing',
    'healthcare',
    'retail-consumer-goods',
    'energy-utilities',
    'telecommunications',
  ],
};
