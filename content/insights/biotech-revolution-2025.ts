import type { InsightRecord } from '../schemas';

export const biotechRevolution2025: InsightRecord = {
  slug: 'biotech-revolution-2025',
  title: 'Biotech Moves Into the Mainstream Economy',
  excerpt:
    'Biology is already reshaping input costs, supply options and employee health spending for companies that will never run a lab. The sensible posture is that of an informed early buyer, not a science investor.',
  category: 'Life Sciences',
  date: '2025 Forecast',
  publishedAt: '2025-07-14',
  modifiedAt: '2026-11-23',
  reviewedAt: '2026-11-23',
  authorSlug: 'priya-halvorsen',
  imageUrl: '/images/insights/biotech-revolution-2025.svg',
  imageAlt:
    'Abstract illustration of a double helix unwinding into rows of crops, woven fibers and a stylized factory outline',
  content: [
    `Biotechnology stopped being a pharmaceutical story some time ago, and in 2025 the effects show up in ordinary income statements. Farm input costs, food ingredient supply, textile processing energy and the pharmacy line of an employer health plan are all being changed by biology. Most companies outside pharma do not need a research strategy. They need to know where they are exposed, and to act as an informed early buyer: qualifying suppliers, running trials with clear thresholds and contracting carefully, while leaving the scientific risk to the people paid to carry it.`,

    `Three mechanisms explain why this is happening now. Reading and writing DNA has become cheap enough that engineering a microbe or a plant trait is routine work rather than a research program. Computational protein design, recognized by the 2024 Nobel Prize in Chemistry, shortens the search for useful enzymes. And a hard funding cycle from 2022 to 2024 cleared out many start-ups with no paying customers. The survivors are smaller, more focused, and far more interested in signing supply agreements with ordinary companies. Contract manufacturers that once served only drug makers also rent fermentation capacity to food and chemical customers, so a supplier can launch without building a plant of its own.`,

    `Agriculture is furthest along. Microbial nitrogen products, biostimulants and biological pest controls gained ground after the 2022 fertilizer price spike, and they now sit in many mainstream input catalogs. A grain cooperative in central Iowa trialed a nitrogen-fixing microbe on 4,000 acres and cut synthetic nitrogen by 15 to 20 pounds per acre with no measurable yield loss at three of four sites; the fourth, on heavier soil, lost yield. Rules for gene-edited crops remain unsettled. EU member states agreed a negotiating position on new genomic techniques in March 2025, and a US court set aside the USDA's streamlined plant rule in late 2024.`,

    `Food companies meet biology in two ways. The first is supply. Precision fermentation, in which engineered microbes produce a specific protein or fat, now makes dairy proteins, egg proteins and specialty ingredients at commercial volume. When avian flu pushed US egg prices to record highs early in 2025, a mid-sized bakery-ingredients maker that had already qualified an animal-free egg protein as a secondary source kept its lines running and held customer prices. In normal months that protein costs more per kilogram; its value was in capping exposure to a volatile commodity.`,

    `The second way is demand, and it comes from medicine. GLP-1 drugs for diabetes and weight loss are now taken by millions of Americans, and households using them tend to buy fewer snacks and smaller portions. Several packaged-food makers report softer volumes in indulgent categories and stronger interest in high-protein, portion-controlled lines. A regional snack producer we advised now tracks the share of its core customer base likely to be on these drugs and has begun shifting new product development toward protein-forward formats. The effect per household is modest, but it is broad, and it will grow as insurance coverage widens and oral versions of the drugs move through approval.`,

    `In materials and manufacturing, the near-term gains come from enzymes, not exotic new substances. Enzymes let textile mills, pulp plants and detergent makers run processes at lower temperatures and with milder chemicals. A textile finisher in North Carolina switched to enzymatic scouring and cut its process temperature from 95°C to 60°C, reducing energy use for that step by about a quarter and water use by a fifth. Bio-based replacements for commodity chemicals are harder. A new fermentation plant competes against depreciated petrochemical capacity, and price parity remains elusive outside high-value specialty molecules. Mycelium packaging and bio-based foams have found niches where customers will pay for compostability.`,

    `Healthcare buyers face the most direct cost pressure. Employers, health systems and self-funded plans are paying for GLP-1 prescriptions at list prices near $1,000 a month, and for cell and gene therapies that can exceed $2 million for a single patient. A self-insured manufacturer with 2,500 employees saw GLP-1 spending rise from 3% to 11% of its pharmacy budget in two years. For a plan of that size, a single gene therapy claim can equal several months of total pharmacy spending, so benefits leaders now read stop-loss terms and outcomes-based contracts as closely as any supply agreement.`,

    `Is this hype? There is evidence for that view. Several prominent synthetic-biology companies failed between 2023 and 2024, and many more discovered that a strain that performs in a two-liter flask behaves differently in a 200,000-liter tank. Fermentation capacity is scarce, scale-up takes years, and unit costs quoted in investor decks rarely survive contact with a real plant. We agree with all of that. But it argues for caution about suppliers, not for ignoring the field, because the benefit costs and demand shifts are already hitting budgets whether or not a company buys anything.`,

    `Acting as an informed buyer is a learnable skill. Ask any biotech supplier whether it has run at commercial volume, who its contract manufacturer is, and what its cost per kilogram will be at the volume you need rather than at peak capacity. Structure agreements with volume and price triggers instead of large upfront commitments. Keep an incumbent source qualified until the new one has delivered for several quarters. One person who can read a technical dossier, backed by a couple of outside advisors, is usually enough for a mid-sized company.`,

    `The practical starting point is an exposure review with three lines: the inputs you buy that biology could make cheaper or steadier, the products whose demand could shift because of new therapies, and the health-plan costs that new drugs are already moving. Pick one trial with a cost or yield threshold agreed in advance. Sit down with your benefits advisor and stop-loss carrier to review GLP-1 and gene-therapy coverage before renewal. Then set a date six months out to decide what to expand and what to drop, and review the findings in the same meeting that covers commodity and benefits budgets, so biology is judged as a cost and supply question rather than a curiosity.`,
  ].join('\n\n'),
  update:
    `The European rules for gene-edited crops have moved. On 4 December 2025 the Council and the European Parliament reached a provisional agreement on plants obtained by new genomic techniques: plants that could also arise through conventional breeding would be treated like conventional plants, with only their seed labelled, while all others stay under the GMO rules. The European Parliament gave the regulation its final approval on 17 June 2026. Its rules apply after a transition of about two years; until then gene-edited plants remain under the GMO rules.`,
  keyPoints: [
    'Companies far from drug development already feel biology in farm inputs, ingredient sourcing, process energy and employee drug spending.',
    'Cheaper genetic engineering, computational protein design and a funding shakeout have produced suppliers eager to sign with mainstream customers.',
    'Scale-up risk is real, so firms should qualify biotech suppliers carefully, keep incumbents as backup and tie contracts to delivered volume and price.',
    'Weight-loss medicines and high-cost gene therapies make benefit design and stop-loss terms a board-level cost question.',
    'A short exposure review, one thresholded trial and a benefits review are enough to start without betting on the science.',
  ],
  relatedTopics: ['Precision Fermentation', 'Agricultural Biologicals', 'Industrial Enzymes', 'GLP-1 Costs', 'Gene Editing'],
  relatedIndustries: ['agriculture', 'healthcare', 'manufacturing'],
  relatedServices: ['strategy-consulting', 'operations-improvement', 'marketing-growth-strategy'],
  sources: [
    { title: 'The Nobel Prize in Chemistry 2024, press release', publisher: 'Royal Swedish Academy of Sciences', date: '9 October 2024' },
    { title: 'Proposal for a regulation on plants obtained by certain new genomic techniques, COM(2023) 411', publisher: 'European Commission', date: '5 July 2023' },
    { title: 'New genomic techniques: Council and Parliament strike deal, press release', publisher: 'Council of the European Union', date: '4 December 2025' },
  ],
};
