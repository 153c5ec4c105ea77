import type { InsightRecord } from '../schemas';

export const sustainableBusiness2025: InsightRecord = {
  slug: 'sustainable-business-2025',
  title: 'Sustainability in 2025 Belongs to the CFO, Not the Brochure',
  excerpt:
    'Energy bills, customer questionnaires and disclosure rules in flux all point the same way: companies that manage emissions data with the rigor of financial data spend less and keep their contracts.',
  category: 'Sustainability',
  date: '2025 Forecast',
  publishedAt: '2025-06-09',
  modifiedAt: '2026-11-23',
  reviewedAt: '2026-11-23',
  authorSlug: 'marguerite-ellingson',
  imageUrl: '/images/insights/sustainable-business-2025.svg',
  imageAlt:
    'Abstract illustration of a ledger grid whose columns turn into wind-bent grass and a thin line of power cables',
  content: [
    `Our view for 2025 is simple. For a mid-sized company, sustainability is now decided by three forces that do not depend on who wins the next election: the energy bill, the supplier questionnaire from your largest customers, and disclosure rules that are changing shape but not disappearing. The companies that do well run carbon and energy data the way they run financial data, with an owner in finance, a monthly cadence and an audit trail. The ones that treat it as a communications project pay more and still struggle to answer the questions that matter.`,

    `Start with energy, because that is usually where the money sits. Commercial and industrial power prices in many North American regions have climbed since 2021, and new demand from data centers and electrification is tightening grids that were already slow to connect new load. A food processor in eastern Nebraska we worked with metered its compressed air and refrigeration for six weeks. Leaks, idle compressors and poorly sequenced chillers accounted for 18% of plant electricity. The fixes cost under $200,000, paid back in 14 months and cut the site's Scope 2 emissions by 9%. Nobody sold that project as climate work. It was a cost project with a useful side effect.`,

    `The second force arrives through the sales team. Large buyers have public targets for their own supply-chain emissions, and the only way to hit them is to push the question down to suppliers. The questionnaires have moved from "do you have a policy" to product-level carbon footprints, reduction targets and the share of renewable power. A packaging converter in Georgia found that two of its five largest customers had written emissions-data clauses into contract renewals, and one now weights supplier climate performance at 10% of its scorecard. Losing a few points on a tender costs far more than building the data to answer well.`,

    `The third force is regulation, and here precision matters because the picture moved during the year. In the European Union, the first wave of companies under the Corporate Sustainability Reporting Directive published reports in 2025 covering 2024. In February the European Commission proposed an omnibus simplification package, and in April a separate "stop-the-clock" directive postponed reporting for the second and third waves by two years. The Commission has also proposed limiting the directive to companies with more than 1,000 employees, which by its own estimate would take about 80% of companies out of scope. When we wrote this in June 2025, the final scope was still being negotiated.`,

    `California is moving in the opposite direction from Washington. SB 253 requires companies with more than $1 billion in annual revenue that do business in the state to report Scope 1 and Scope 2 emissions starting in 2026, with Scope 3 following in 2027 and limited assurance phased in. SB 261 requires companies above $500 million in revenue to publish a climate-risk report every two years, starting in 2026. The California Air Resources Board is behind on the implementing rules, has said it will not penalize incomplete first reports made in good faith, and faces a lawsuit from business groups. Meanwhile the SEC voted in March 2025 to stop defending its own stayed climate rule.`,

    `The practical reading of all this is neither "build for the maximum" nor "stand down". Some companies will fall out of scope of the European rules, and the California laws may yet be narrowed in court. But a company that sells to anyone still in scope will be asked for the same numbers through the contract instead of the statute. That is why we recommend putting the work under the CFO. Finance already knows how to pull data from source documents, reconcile it monthly, document assumptions and survive an auditor. Emissions accounting needs exactly those habits, and it gets cheaper once they are in place.`,

    `One regional building-products distributor shows the difference. It used to assemble its emissions inventory once a year in spreadsheets, with a consultant spending about six weeks chasing utility bills and fuel-card exports. After finance took ownership, the same figures flowed monthly from the accounts-payable system and the fleet telematics feed. The internal effort fell to roughly two days a month, the first-year setup cost about $60,000, and sales could answer a customer questionnaire within a day instead of a month. When a lender offered a sustainability-linked facility with a small margin step-down, the company already had numbers the bank could verify.`,

    `The same discipline improves capital decisions. A company that knows the energy intensity of each line can test a new compressor, furnace or truck against three power and fuel price scenarios rather than one optimistic guess. Some of our clients also apply an internal carbon price of $25 to $75 per ton in capex reviews. It is not a tax and moves no cash; it simply shows which projects stay attractive if energy or carbon costs rise, and it stops teams from locking in fifteen years of exposure to save a few percent on purchase price.`,

    `Some finance chiefs tell us the rules are being delayed and narrowed, so spending now is premature. We take it seriously: nobody should hire a reporting team sized for the original European scope. But the energy savings pay for themselves without any regulation, customer requests do not wait for Brussels or Sacramento, and a monthly inventory built from invoices costs less each year than an annual scramble. There is also a defensive reason. Regulators and plaintiffs on both continents are pursuing unsupported environmental claims, and a company with auditable data is far less exposed than one relying on marketing copy.`,

    `Over the next three months, we would ask a leadership team to do four things. Map which rules could apply to each legal entity by revenue, headcount and geography, and note which customers already ask for data. Name one owner in finance and give them a monthly Scope 1 and Scope 2 close built from invoices and meters. Run an energy audit at your three most energy-intensive sites and fund the projects that pay back within two years. Limit Scope 3 work to the two or three purchase categories that dominate your footprint. None of this requires betting on how the politics end.`,
  ].join('\n\n'),
  update:
    `The European scope is now settled. Directive (EU) 2026/470, published in the Official Journal on 26 February 2026, limits the Corporate Sustainability Reporting Directive to companies with more than 1,000 employees and more than €450 million in net turnover, and lets smaller companies in a reporting company's value chain decline requests for more than the voluntary standard asks. In California, the Air Resources Board approved its implementing regulations on 26 February 2026 and set 10 August 2026 as the first deadline for Scope 1 and Scope 2 reports under SB 253. The Ninth Circuit paused enforcement of SB 261 in November 2025 pending an appeal; check where that case stands before planning around the climate-risk report. The advice stands: size the work to your actual exposure and run it from finance.`,
  keyPoints: [
    'Energy costs, customer contract clauses and shifting disclosure laws each reward the same capability: trustworthy, frequently updated emissions and energy numbers.',
    'Efficiency work at the most power-hungry sites often pays back within two years where nobody has looked before, and the emissions cut comes along at no extra cost.',
    'European reporting scope is being narrowed and delayed, and California is enforcing gently while its rules are litigated, so size the effort to actual exposure.',
    'Giving finance ownership turns an annual reporting scramble into a routine monthly close that customers, lenders and auditors can rely on.',
    'A shadow carbon price and multi-scenario energy assumptions keep long-lived equipment purchases from locking in avoidable cost.',
  ],
  relatedTopics: ['CSRD', 'California SB 253', 'Energy Efficiency', 'Supplier Emissions', 'Scope 3', 'Carbon Accounting'],
  relatedIndustries: ['energy-utilities', 'manufacturing'],
  relatedServices: ['strategy-consulting', 'operations-improvement', 'digital-transformation'],
  sources: [
    { title: 'Directive (EU) 2022/2464 (Corporate Sustainability Reporting Directive)', publisher: 'Official Journal of the European Union', date: '16 December 2022' },
    { title: 'Directive (EU) 2025/794 ("stop-the-clock")', publisher: 'Official Journal of the European Union', date: '16 April 2025' },
    { title: 'Directive (EU) 2026/470 (Omnibus I: sustainability reporting and due diligence)', publisher: 'Official Journal of the European Union', date: '26 February 2026' },
    { title: 'Senate Bill 253, Climate Corporate Data Accountability Act', publisher: 'California Legislature', date: '7 October 2023' },
    { title: 'Senate Bill 261, Climate-Related Financial Risk Act', publisher: 'California Legislature', date: '7 October 2023' },
    { title: 'Regulations implementing SB 253 and SB 261, approved at public hearing', publisher: 'California Air Resources Board', date: '26 February 2026' },
  ],
};
