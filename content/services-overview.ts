import type { PortfolioOffering, ServiceIndustryCard, TitledText } from './schemas';

export const servicesIntro: string =
  'Platte River Consulting works with mid-sized companies and public bodies on the problems that shape their next few years: where to grow, how to run leaner, how to organize, which systems and AI tools to adopt, and how to win profitable customers. Our team is small and senior. The people who scope your engagement do the work, alongside your managers, and every project is measured against numbers agreed at the start.';

/** The eight offerings of the 'AI Solutions Portfolio' on /services, in the order the spec lists them. */
export const aiPortfolio: PortfolioOffering[] = [
  {
    icon: 'voice',
    title: 'Voice AI',
    description:
      'Handles inbound and outbound calls for scheduling, reminders and routine questions, so your front desk can focus on the customers standing in front of them.',
    features: [
      'After-hours and overflow call coverage',
      'Appointment reminders and confirmations',
      'Scripted escalation to on-call staff',
      'Searchable call transcripts',
    ],
  },
  {
    icon: 'conversation',
    title: 'Conversation AI',
    description:
      'Gives website visitors and text-message customers quick, accurate answers drawn from your own policies and product information.',
    features: [
      'Website chat and SMS in one inbox',
      'Answers drawn from your knowledge base',
      'Lead capture synced to your CRM',
      'Staff can take over any conversation',
    ],
  },
  {
    icon: 'reviews',
    title: 'Reviews AI',
    description:
      'Keeps track of what customers say about you online and helps managers respond promptly and consistently.',
    features: [
      'Review requests sent after each visit or order',
      'Reply drafts for manager approval',
      'Monthly complaint themes by location',
      'Rating trends over time',
    ],
  },
  {
    icon: 'content',
    title: 'Content AI',
    description:
      'Speeds up first drafts of marketing and sales material while your editors keep control of accuracy and tone.',
    features: [
      'Proposal and RFP response drafts',
      'Product and service descriptions at volume',
      'Brand voice rules built in',
      'Editorial approval before release',
    ],
  },
  {
    icon: 'workflow',
    title: 'Workflow AI',
    description:
      'Takes repetitive sorting, data entry and hand-offs out of back-office processes such as order intake, claims and employee onboarding.',
    features: [
      'Email and web-form triage',
      'Data entry into the systems you already run',
      'Exception queues for staff review',
      'Step-by-step activity logs',
    ],
  },
  {
    icon: 'funnel',
    title: 'Funnel AI',
    description:
      'Follows up every inquiry within minutes, scores leads on fit and intent, and keeps prospects moving toward a conversation with your sales team.',
    features: [
      'Instant follow-up on new inquiries',
      'Lead scoring from your CRM history',
      'Nurture sequences by customer segment',
      'Stage-by-stage conversion reporting',
    ],
  },
  {
    icon: 'predictive',
    title: 'Predictive Analytics AI',
    description:
      'Turns your sales, operations and finance history into forecasts managers can plan against, with the uncertainty stated honestly.',
    features: [
      'Demand forecasting by product and site',
      'Customer churn prediction',
      'Thirteen-week cash projections',
      'Forecast accuracy dashboards',
    ],
  },
  {
    icon: 'document',
    title: 'Document Intelligence AI',
    description:
      'Reads contracts, invoices, claims and reports, pulls out the facts that matter and flags clauses or values that need a closer look.',
    features: [
      'Invoice and purchase-order capture',
      'Contract clause extraction and comparison',
      'Redaction of personal data',
      'Confidence score on every extracted field',
    ],
  },
];

/** Industries where our services are most requested; certifications are held by individual consultants. */
export const serviceIndustryCards: ServiceIndustryCard[] = [
  {
    title: 'Manufacturing',
    industrySlug: 'manufacturing',
    subsectors: [
      'Precision and discrete parts',
      'Process and specialty chemicals',
      'Food and beverage production',
      'Industrial equipment',
    ],
    expertise: [
      'Lean production and plant layout',
      'Sales and operations planning',
      'Product and customer profitability',
      'Plant-floor data and MES selection',
    ],
    certifications: ['Lean Six Sigma Black Belt', 'APICS CPIM'],
  },
  {
    title: 'Healthcare',
    industrySlug: 'healthcare',
    subsectors: [
      'Regional hospitals and health systems',
      'Physician and dental groups',
      'Home health and senior care',
      'Diagnostic laboratories',
    ],
    expertise: [
      'Patient throughput and capacity planning',
      'Revenue cycle and payer mix',
      'Clinical staffing models',
      'Scheduling and patient access',
    ],
    certifications: ['Lean Six Sigma Black Belt', 'Prosci Change Practitioner', 'CPHQ'],
  },
  {
    title: 'Banking & Financial Services',
    industrySlug: 'banking-financial-services',
    subsectors: ['Community and regional banks', 'Credit unions', 'Wealth and asset managers', 'Specialty lenders'],
    expertise: [
      'Branch network and channel strategy',
      'Loan origination process redesign',
      'Deposit pricing and customer profitability',
      'Regulatory change programs',
    ],
    certifications: ['CFA charterholder', 'PMP', 'Prosci Change Practitioner'],
  },
  {
    title: 'Energy & Utilities',
    industrySlug: 'energy-utilities',
    subsectors: [
      'Electric and gas utilities',
      'Rural electric cooperatives',
      'Oilfield services',
      'Wind and solar developers',
    ],
    expertise: [
      'Capital program prioritization',
      'Field workforce scheduling',
      'Cost-of-service analysis',
      'Asset maintenance processes',
    ],
    certifications: ['PMP', 'Lean Six Sigma Black Belt'],
  },
  {
    title: 'Retail & Consumer Goods',
    industrySlug: 'retail-consumer-goods',
    subsectors: [
      'Specialty and regional retail',
      'Consumer packaged goods',
      'Direct-to-consumer brands',
      'Franchise networks',
    ],
    expertise: [
      'Assortment and pricing',
      'Store labor scheduling',
      'Customer analytics and loyalty',
      'Inventory and markdown management',
    ],
    certifications: ['Certified Pricing Professional', 'APICS CSCP'],
  },
  {
    title: 'Transportation & Logistics',
    industrySlug: 'transportation-logistics',
    subsectors: [
      'Truckload and LTL carriers',
      'Third-party logistics and warehousing',
      'Last-mile delivery',
      'Freight brokerage',
    ],
    expertise: [
      'Lane and customer profitability',
      'Warehouse layout and labor productivity',
      'Fleet utilization and maintenance planning',
      'Transportation management system selection',
    ],
    certifications: ['APICS CSCP', 'Lean Six Sigma Black Belt', 'PMP'],
  },
];

export const differentiators: TitledText[] = [
  {
    title: 'Senior people do the work',
    description:
      'The consultants who scope your project are the ones who deliver it. We do not staff engagements with junior analysts learning at your expense.',
  },
  {
    title: 'Measured against a baseline',
    description:
      'Every engagement begins by agreeing the numbers it should move and recording where they stand today, so results are checked rather than claimed.',
  },
  {
    title: 'Built to hand over',
    description:
      'We train your managers to run the new processes, tools and routines themselves, and we plan our exit from the first week of the engagement.',
  },
  {
    title: 'Independent advice',
    description:
      'We accept no resale margins or commissions on any product we recommend, so our advice answers to your business and nobody else.',
  },
];
