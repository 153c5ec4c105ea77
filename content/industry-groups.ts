import type { IndustryGroup } from './schemas';

export const industriesIntro: string =
  'Our consultants have spent their careers inside the industries they advise, as plant managers, bank officers, hospital administrators, engineers and commercial leaders. That experience means we arrive knowing how your sector makes money, which regulations shape it and where margins usually leak. The eight groups below summarize where we work; each links to detailed pages on specific industries, with the trends we are watching and an example of our results.';

export const industryGroups: IndustryGroup[] = [
  {
    title: 'Banking & Financial Services',
    description:
      'Community and regional banks, credit unions, lenders and insurers face margin pressure, rising compliance costs and customers who expect digital service. We help them cut cost-to-serve and grow deposits without adding risk.',
    subsectors: ['Community & Regional Banks', 'Credit Unions', 'Commercial & Consumer Lending', 'Insurance & Wealth Management'],
    expertise: ['Loan Process Redesign', 'Regulatory Compliance Programs', 'Branch Network Strategy', 'Fraud & Credit Risk Analytics'],
    industrySlugs: ['banking-financial-services'],
  },
  {
    title: 'Healthcare & Life Sciences',
    description:
      'Hospitals, clinic groups and life-science companies must balance clinical quality against staffing shortages and tight reimbursement. We work on patient throughput, payer mix and the operating model behind care delivery.',
    subsectors: ['Hospitals & Health Systems', 'Physician & Clinic Groups', 'Post-Acute & Senior Care', 'Medical Devices & Diagnostics'],
    expertise: ['Patient Flow & Throughput', 'Clinical Staffing Models', 'Revenue Cycle Improvement', 'Service Line Strategy'],
    industrySlugs: ['healthcare'],
  },
  {
    title: 'Manufacturing & Industrial',
    description:
      'Discrete and process manufacturers, automotive suppliers and aerospace and defense contractors compete on cost, quality and delivery. We improve plant performance, supply-chain resilience and the economics of each product line.',
    subsectors: ['Precision & Discrete Manufacturing', 'Automotive Suppliers', 'Aerospace & Defense', 'Industrial Equipment'],
    expertise: ['Lean Operations & OEE', 'Supplier & Sourcing Strategy', 'Product Line Profitability', 'Quality & Certification Readiness'],
    industrySlugs: ['manufacturing', 'automotive', 'aerospace-defense'],
  },
  {
    title: 'Retail & Consumer',
    description:
      'Retailers and consumer-goods brands contend with shifting channels, thin margins and inventory that ties up cash. We help them decide where to sell, what to stock and how to price.',
    subsectors: ['Specialty & Regional Retail', 'Consumer Packaged Goods', 'E-Commerce & Direct-to-Consumer', 'Food & Beverage Brands'],
    expertise: ['Assortment & Inventory Planning', 'Pricing & Promotion Analytics', 'Omnichannel Strategy', 'Customer Retention Programs'],
    industrySlugs: ['retail-consumer-goods'],
  },
  {
    title: 'Technology & Software',
    description:
      'IT services firms, software companies, telecom operators, media businesses and education providers all sell products that change faster than the organizations behind them. We help them focus their portfolios, scale delivery and keep customers from churning.',
    subsectors: ['Software & SaaS', 'IT Services & Managed Services', 'Telecommunications & Media', 'Education & EdTech'],
    expertise: ['Go-to-Market Strategy', 'Subscription & Churn Economics', 'Delivery Model Scaling', 'Product Portfolio Rationalization'],
    industrySlugs: ['information-technology', 'telecommunications', 'media-entertainment', 'education'],
  },
  {
    title: 'Transportation & Logistics',
    description:
      'Carriers, third-party logistics providers and distributors earn money on asset use and lose it on empty miles and idle docks. We redesign networks, dispatch and warehouse operations around cost per shipment.',
    subsectors: ['Trucking & Freight Carriers', 'Third-Party Logistics', 'Warehousing & Distribution', 'Rail & Intermodal'],
    expertise: ['Network & Route Optimization', 'Warehouse Operations Design', 'Fleet Utilization Analysis', 'Transportation Cost Management'],
    industrySlugs: ['transportation-logistics'],
  },
  {
    title: 'Real Estate & Construction',
    description:
      'Contractors, developers and property owners carry long project cycles, volatile material costs and tight labor markets. We help them bid accurately, control project margins and run portfolios on reliable data.',
    subsectors: ['General & Specialty Contractors', 'Commercial Real Estate', 'Residential Development', 'Infrastructure & Public Works'],
    expertise: ['Project Controls & Cost Tracking', 'Bid Strategy & Estimating', 'Workforce Planning', 'Portfolio Performance Analysis'],
    industrySlugs: ['construction'],
  },
  {
    title: 'Energy & Sustainability',
    description:
      'Utilities, energy producers and agricultural operations depend on physical assets, commodity prices and changing regulation. We help them plan capital, manage price risk and meet emissions and water targets at a sensible cost.',
    subsectors: ['Electric & Gas Utilities', 'Oil, Gas & Renewables', 'Agriculture & Agribusiness', 'Water & Environmental Services'],
    expertise: ['Capital Planning & Asset Management', 'Commodity & Price Risk Strategy', 'Decarbonization Roadmaps', 'Regulatory & Rate Case Support'],
    industrySlugs: ['energy-utilities', 'agriculture'],
  },
];
