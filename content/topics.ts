import type { TopicIntro } from './schemas';

/*
 * One introduction per topic page (/insights/topics/{slug}). The topics
 * themselves are derived from the articles (lib/content/topics.ts): every
 * 'Related Topics' label, every related service and every related industry.
 * A topic without an introduction here fails the build.
 */
export const topicIntroRecords: TopicIntro[] = [
  // ------------------------------------------------ AI in executive decisions
  {
    slug: 'decision-intelligence',
    intro:
      'Decision intelligence is the practice of treating a management decision as something you can record, forecast and score afterward. Our view is practical: the gain comes less from the software than from writing down the options, the assumptions and the expected result before anyone commits money. We show where that discipline pays and where it is overhead.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'How to treat a management decision as something you record, forecast and score, and where writing down options and assumptions pays or becomes overhead.',
  },
  {
    slug: 'model-governance',
    intro:
      'Model governance is who may use which AI model, on what data, for which decisions, and who answers for the result. For a mid-sized company it fits on one page: data access, decision ownership and the uses a regulator cares about. We write about the rules that prevent misuse without burying every pilot in committee review.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Model governance on one page: who may use which AI model, on what data and for which decisions, with rules that prevent misuse without stalling pilots.',
  },
  {
    slug: 'forecast-calibration',
    intro:
      'A calibrated forecaster who says 70% is right about seven times in ten. Few leadership teams know their own hit rate, because forecasts are rarely written down and almost never scored. Our writing on calibration shows how attaching a number and a scoring date to each decision exposes habitual optimism in growth, cost and schedule estimates.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Few leadership teams know their forecasting hit rate. Attach a number and a scoring date to each decision to expose optimism in growth, cost and schedule.',
  },
  {
    slug: 'generative-ai',
    intro:
      'Generative AI drafts, summarizes and argues back, and it does all three with equal confidence whether it is right or not. We write about the roles in which it earns its keep in a mid-sized business, such as challenger, researcher and first drafter, and about the decisions it should never make on its own.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Where generative AI earns its keep in a mid-sized business, as challenger, researcher and first drafter, and the decisions it should never make on its own.',
  },
  {
    slug: 'executive-leadership',
    intro:
      'Tools change how an executive team works only when the team changes its own habits first. We look at leadership practice through that lens: how decisions get framed and recorded, who owns them, and what a chief executive should ask for next quarter rather than next year.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Leadership practice for executive teams: how decisions get framed, recorded and owned, and what a chief executive should ask for next quarter.',
  },

  // ------------------------------------------------ autonomous supply chains
  {
    slug: 'supply-chain-planning',
    intro:
      'Supply chain planning is where demand, supply and money meet every week. Our consultants argue for planning that automates the routine corrections, such as a reorder quantity or an expedite, within limits people agree in advance, and keeps planners for the exceptions. We explain how to get there one loop at a time.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Automate routine planning corrections such as reorders and expedites within limits agreed in advance, and keep planners for exceptions, one loop at a time.',
  },
  {
    slug: 'inventory-optimization',
    intro:
      'Inventory optimization is a trade between cash tied up on the shelf and orders lost for want of stock. The arithmetic is old; what changes results is the quality of lead times, pack sizes and demand signals behind it. We cover what to fix first and how to measure whether the fix held.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Balancing cash on the shelf against lost orders: which lead time, pack size and demand data to fix first, and how to measure whether the fix held.',
  },
  {
    slug: 'exception-management',
    intro:
      'Most supply chain decisions are routine, and a planner\u2019s week disappears into the few that are not. Exception management decides which deviations a system may correct on its own, which go to a person, and how fast. We write about setting those thresholds and the handback that keeps automation reversible.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Which supply chain deviations a system may correct on its own and which go to a person, how fast, and the handback that keeps automation reversible.',
  },
  {
    slug: 'master-data',
    intro:
      'Master data is the unglamorous record of items, suppliers, lead times and units that every planning system trusts without checking. When it is wrong, automation repeats the mistake at machine speed. We treat cleaning it as the first step of any automation project, with owners, audit rules and a date.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Clean master data is the first step of any automation project: fixing item, supplier, lead time and unit records with owners, audit rules and a date.',
  },
  {
    slug: 'logistics-automation',
    intro:
      'Logistics automation ranges from carrier selection and appointment booking to warehouse robots. We focus on the decision side: software loops that book, reroute or expedite within a spend cap and log what they did. We show how to pilot one loop and judge it by fill rate and planner time.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Software loops that book, reroute or expedite within a spend cap and log what they did: how to pilot one and judge it by fill rate and planner time.',
  },

  // ------------------------------------------------ biotech in the mainstream
  {
    slug: 'precision-fermentation',
    intro:
      'Precision fermentation uses engineered microbes to make specific proteins, fats and ingredients in tanks instead of fields or animals. For a food or consumer-goods company it is a sourcing question more than a science one: price, volume, qualification and a second supplier. We write about buying from this industry without betting on it.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Precision fermentation as a sourcing question for food and consumer-goods firms: price, volume, qualification and a second supplier, without betting on it.',
  },
  {
    slug: 'agricultural-biologicals',
    intro:
      'Agricultural biologicals are microbial and biochemical products that feed or protect crops alongside, or instead of, synthetic inputs. Growers judge them on yield per acre and cost per acre, the same as fertilizer. We cover how to run a fair on-farm trial and what to put in a supply contract.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Microbial and biochemical crop inputs judged on yield and cost per acre, like fertilizer: running a fair on-farm trial and writing the supply contract.',
  },
  {
    slug: 'industrial-enzymes',
    intro:
      'Industrial enzymes let plants run cleaning, processing and fermentation steps at lower temperatures and with fewer chemicals. The savings show up in energy bills and cycle times rather than in headlines. We explain where enzymes are worth a plant trial and how to set the threshold it must beat.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Enzymes let plants clean, process and ferment at lower temperatures with fewer chemicals. Where they merit a plant trial, and the threshold it must beat.',
  },
  {
    slug: 'glp-1-costs',
    intro:
      'GLP-1 medicines for diabetes and weight loss have become one of the fastest-growing lines in employer health plans. For a self-insured company that makes benefit design, stop-loss terms and pharmacy contracts a board-level cost question. We write about the choices an employer can make this plan year, and what each one costs.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'GLP-1 drugs are among the fastest-growing employer health plan costs: the benefit design, stop-loss and pharmacy contract choices a self-insured firm has.',
  },
  {
    slug: 'gene-editing',
    intro:
      'Gene editing lets scientists change DNA at a chosen spot, and it now reaches crops, animal health and a handful of very expensive therapies. Most of our clients will never edit a gene; they will buy its results or pay for its treatments. We look at it from that buyer\u2019s side.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Gene editing from the buyer\u2019s side, for companies that will buy its results in crops and animal health or pay for its very expensive therapies.',
  },

  // ------------------------------------------------ quantum computing
  {
    slug: 'post-quantum-cryptography',
    intro:
      'Post-quantum cryptography replaces the public-key algorithms that a large quantum computer could break with ones it cannot, standardized by NIST in FIPS 203, 204 and 205. For most companies the migration arrives through vendors. We cover the inventory, the ordering and the procurement questions that make it orderly rather than rushed.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Moving to the post-quantum algorithms NIST standardized in FIPS 203, 204 and 205: the inventory, ordering and procurement questions that keep it orderly.',
  },
  {
    slug: 'crypto-agility',
    intro:
      'Crypto-agility is the ability to change an encryption algorithm through configuration instead of a rewrite. It is the cheapest insurance against the next broken cipher, quantum or otherwise, and it turns up expired certificates and forgotten dependencies along the way. We explain how to build it into systems and contracts.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Crypto-agility means changing an encryption algorithm through configuration, not a rewrite. How to build this cheap insurance into systems and contracts.',
  },
  {
    slug: 'cybersecurity',
    intro:
      'Cybersecurity for a mid-sized company is mostly inventory, ownership and patching discipline, with a few long-horizon risks on top. We write about the risks that deserve executive time, such as data that must stay secret for a decade, and about the work that can stay with IT and vendors.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Which cybersecurity risks deserve executive time in a mid-sized company, such as data that must stay secret for a decade, and what IT and vendors can own.',
  },
  {
    slug: 'technology-risk',
    intro:
      'Technology risk is the chance that a system, a vendor or a standard fails you at an expensive moment. We weigh those risks the way a finance team weighs any other: how likely, how costly, how long to fix, and what a modest step this quarter buys down.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Technology risk weighed like any financial risk: how likely, how costly, how long to fix, and what a modest step this quarter buys down.',
  },
  {
    slug: 'emerging-technology',
    intro:
      'Every year brings technologies that are real in the lab and premature in the budget. Our writing on emerging technology separates the two: what a mid-sized business should fund now, what it should watch with a small and informed effort, and which vendor pitches to decline until independent benchmarks exist.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'What to fund now, what to watch with a small, informed effort, and which emerging-technology pitches to decline until independent benchmarks exist.',
  },

  // ------------------------------------------------ sustainability
  {
    slug: 'csrd',
    intro:
      'The EU\u2019s Corporate Sustainability Reporting Directive sets what large companies operating in Europe must disclose about their environmental and social impact, and its scope and dates have been narrowed and delayed. We write about sizing the effort to a company\u2019s actual exposure rather than to the headlines.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Size your response to the EU\u2019s Corporate Sustainability Reporting Directive to your real exposure; its scope and dates have been narrowed and delayed.',
  },
  {
    slug: 'california-sb-253',
    intro:
      'California SB 253 requires large companies doing business in the state to report their greenhouse gas emissions, with enforcement starting gently while the law is challenged in court. For a supplier to those companies, the practical effect is the questionnaire that arrives from customers. We explain what to prepare and when.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'California SB 253 reaches suppliers through customer emissions questionnaires. What suppliers to large companies should prepare, and when to have it ready.',
  },
  {
    slug: 'energy-efficiency',
    intro:
      'Energy efficiency is the sustainability work that pays for itself. At the most power-hungry sites, better controls, heat recovery and compressed-air repairs usually pay back in one to two years, and the emissions cut comes with them. We show how to find those sites and rank the projects.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Controls, heat recovery and compressed-air fixes at power-hungry sites usually pay back in one to two years. How to find those sites and rank the projects.',
  },
  {
    slug: 'supplier-emissions',
    intro:
      'For most manufacturers and distributors, the largest share of emissions sits with suppliers, and customers increasingly ask for it by contract. We write about collecting supplier data without drowning in questionnaires: which suppliers matter, which figures to ask for, and how to check what comes back.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Collect supplier emissions data without drowning in questionnaires: which suppliers matter, which figures to ask for, and how to check what comes back.',
  },
  {
    slug: 'scope-3',
    intro:
      'Scope 3 covers emissions a company causes but does not produce itself, from purchased goods to the use of its products. It is the hardest category to measure and often the largest. We explain where estimates are good enough and where customers and lenders will want measured figures.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Scope 3 emissions are the hardest to measure and often the largest. Where estimates suffice, and where customers and lenders will want measured figures.',
  },
  {
    slug: 'carbon-accounting',
    intro:
      'Carbon accounting is emissions bookkeeping, and it works best when finance owns it with the same monthly close, controls and audit trail as the general ledger. We argue for that ownership and show what it takes to produce numbers that customers, lenders and auditors will accept.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'The case for finance owning carbon accounting with the ledger\u2019s monthly close, controls and audit trail, and producing numbers auditors will accept.',
  },

  // ------------------------------------------------ extended reality at work
  {
    slug: 'extended-reality',
    intro:
      'Extended reality covers virtual reality headsets, augmented overlays and everything between. Our position is narrow on purpose: it pays where mistakes, travel or physical mock-ups are expensive, and rarely as a substitute for meetings. We show how to choose the use case and measure it.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Extended reality pays where mistakes, travel or physical mock-ups are expensive, rarely as a meeting substitute. How to choose the use case and measure it.',
  },
  {
    slug: 'workforce-training',
    intro:
      'Training is where most companies first see a return on new workplace technology, because practice on real equipment is scarce, risky or slow. We write about training programs judged by time to competence and error rates, and about the scenario upkeep that budgets tend to leave out.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Training pays first where practice on real equipment is scarce, risky or slow: programs judged by time to competence and error rates, and scenario upkeep.',
  },
  {
    slug: 'remote-assistance',
    intro:
      'Remote assistance lets a specialist guide a technician on site through a camera and shared annotations instead of a plane ticket. It pays when expert time and travel are the bottleneck. We cover where it works, what it costs to run, and the security review a plant will ask for.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Expert guidance by camera instead of a plane ticket: where remote assistance works, what it costs to run and the security review a plant will ask for.',
  },
  {
    slug: 'design-review',
    intro:
      'Walking through a full-scale model catches problems that drawings hide: a valve nobody can reach, a room where a bed will not turn. We look at design review in virtual reality as a way to move expensive changes before construction or tooling begins, and at how to count what it saved.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Virtual reality design reviews catch what drawings hide, moving expensive changes before construction or tooling begins. How to count what they saved.',
  },
  {
    slug: 'field-service',
    intro:
      'Field service margins depend on fixing the fault on the first visit. We write about the tools and practices that raise first-time fix rates, from remote guidance to better parts data, and about the metrics an operations leader already reports that show whether they worked.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Raising field service first-time fix rates, from remote guidance to better parts data, and the metrics operations leaders already report that show results.',
  },

  // ------------------------------------------------ our services
  {
    slug: 'strategy-consulting',
    intro:
      'Our strategy consultants help leadership teams decide where to compete and what to stop doing, and then tie those choices to a budget. Every article below ends with decisions for the next quarter; these are the ones where the question is, at bottom, a strategic one.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Articles where the question is strategic: where to compete, what to stop doing, how to tie it to a budget, each ending with decisions for the next quarter.',
  },
  {
    slug: 'operations-improvement',
    intro:
      'Operations and process improvement is our work on cost, cycle time and quality inside the plant, the warehouse and the back office. The articles below are the ones where the argument comes down to how work flows, and where a measured pilot can show results inside a quarter.',
    metaTitle: 'Insights on Operations Improvement',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Cost, cycle time and quality in plants, warehouses and back offices, where how work flows decides the case and a measured pilot shows results in a quarter.',
  },
  {
    slug: 'organizational-hr-consulting',
    intro:
      'Organizational and HR consulting is our work on roles, skills, incentives and the way decisions are owned. The articles below each depend on people changing how they work, whether that means planners designing automation or managers writing their decisions down.',
    metaTitle: 'Insights on Organization & HR',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Roles, skills, incentives and decision ownership, in articles where results depend on people changing how they work, like managers writing decisions down.',
  },
  {
    slug: 'digital-transformation',
    intro:
      'Digital transformation, as we practice it, means replacing manual work and brittle systems one measurable step at a time. The articles below are those where technology choices, data quality and vendor contracts decide the outcome.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Replacing manual work and brittle systems one measurable step at a time, where technology choices, data quality and vendor contracts decide the outcome.',
  },
  {
    slug: 'marketing-growth-strategy',
    intro:
      'Marketing and growth strategy is our work on which customers to win, what to offer them and at what price. What we write here is about changes that reach the customer, whether through new ingredients, new products or new questions in a sales contract.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Which customers to win, what to offer and at what price: articles whose changes reach customers via new ingredients, products or sales contract questions.',
  },
  {
    slug: 'ai-solutions',
    intro:
      'Our AI solutions work puts models into specific business decisions, with the data, controls and measurement to show whether they help. The articles below describe where AI earns its place in a mid-sized company and where a simpler method does the job.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Putting AI models into specific business decisions, with the data, controls and measurement to show whether they help, and where a simpler method will do.',
  },

  // ------------------------------------------------ industries
  {
    slug: 'banking-financial-services',
    intro:
      'Banks, insurers and other financial firms make frequent, high-stakes judgments under regulation, which makes them early and careful users of AI in decisions. We write for leaders in financial services about model governance, forecast discipline and the controls an examiner will expect.',
    metaTitle: 'Insights on Banking & Finance',
    modifiedAt: '2026-11-27',
    metaDescription:
      'For banks, insurers and other financial firms using AI in decisions: model governance, forecast discipline and the controls an examiner will expect.',
  },
  {
    slug: 'transportation-logistics',
    intro:
      'Carriers, warehouses and distributors live on thin margins and tight schedules, so small planning gains move the income statement. We cover the automation and data work that matters most to logistics operators and the shippers who rely on them.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Carriers, warehouses and distributors run on thin margins, so small planning gains move the income statement. The automation and data work that matters.',
  },
  {
    slug: 'manufacturing',
    intro:
      'Manufacturers feel most of the changes our articles follow first: energy prices on the plant floor, supplier emissions requests, automated replenishment, training on scarce equipment and the encryption in devices already shipped. The articles below are written with plant managers and their finance partners in mind.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'For plant managers and finance: energy prices, supplier emissions requests, automated replenishment, equipment training and encryption in shipped devices.',
  },
  {
    slug: 'retail-consumer-goods',
    intro:
      'Retailers and consumer-goods makers balance shelf availability against cash in inventory, usually across thousands of items. We look at automating routine replenishment decisions and at the master data that has to be right before anything is automated.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Retail and consumer-goods articles on automating routine replenishment across thousands of items, and the master data that must be right first.',
  },
  {
    slug: 'agriculture',
    intro:
      'For growers and agribusinesses the questions are input costs, yield and commodity risk. We look at biological inputs and other biotech products through that lens: what a fair on-farm trial looks like, and how to contract for supply that is still scaling up.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Biotech inputs judged on input costs, yield and commodity risk: what a fair on-farm trial looks like and how to contract for supply that is still scaling.',
  },
  {
    slug: 'healthcare',
    intro:
      'Hospitals, clinics and medical-device makers carry long-lived data, costly specialist time and rising drug spending. The articles below cover the changes that reach healthcare directly, from post-quantum security for devices to GLP-1 costs in employee plans and virtual walkthroughs of new patient floors.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'For hospitals, clinics and device makers: post-quantum device security, GLP-1 costs in employee plans and virtual walkthroughs of new patient floors.',
  },
  {
    slug: 'energy-utilities',
    intro:
      'Utilities and energy-intensive operators see emissions rules and energy prices in the same budget line. We write for them about efficiency projects with short paybacks, emissions data that finance can stand behind, and capital plans that hold up under several price scenarios.',
    modifiedAt: '2026-11-27',
    metaDescription:
      'Efficiency projects with short paybacks, emissions data finance can stand behind, and capital plans that hold up under several energy price scenarios.',
  },
  {
    slug: 'construction',
    intro:
      'Builders and contractors pay most for problems found late, after framing or pouring. The article below shows how virtual walkthroughs with the people who will use a building move those discoveries to the design stage, and how to count what that saved.',
    modifiedAt: '2026-11-22',
    metaDescription:
      'Problems found after framing or pouring cost builders most. How virtual walkthroughs with future users catch them at design, and how to count the saving.',
  },
];
