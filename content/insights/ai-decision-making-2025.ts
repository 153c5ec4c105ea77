import type { InsightRecord } from '../schemas';

export const aiDecisionMaking2025: InsightRecord = {
  slug: 'ai-decision-making-2025',
  title: 'AI Improves Executive Decisions in 2025 Only Where the Decisions Are Written Down',
  excerpt:
    'The leadership teams getting real value from AI in 2025 are not asking it for answers. They use it to challenge written decision records, and the discipline of writing them delivers most of the gain.',
  category: 'Artificial Intelligence',
  date: '2025 Forecast',
  publishedAt: '2025-01-20',
  modifiedAt: '2026-11-23',
  reviewedAt: '2026-11-23',
  authorSlug: 'renata-holloway',
  imageUrl: '/images/insights/ai-decision-making-2025.svg',
  imageAlt:
    'Abstract illustration of branching decision paths converging on a single node, with faint grid lines suggesting data behind each branch',
  content: [
    `Most leadership teams we work with have now tried generative AI on a strategic question, and most came away unimpressed. The answers were fluent and generic. We hold a blunt position for 2025: AI improves executive decisions only where the decision itself is written down first. A decision record states the question, the options considered, the assumptions, the forecast and the person accountable. Give a model that record and it becomes a useful challenger. Give it a vague prompt and it returns the average opinion of the internet. The tool matters less than the habit it depends on.`,

    `The reason is mechanical. A language model predicts plausible text from what it is given. A question such as "should we open a store in Billings" carries almost none of the context that makes the answer specific to one company: margin structure, the capacity of the district manager, the lease that expires in 14 months, the board's appetite for risk. Leaders hold that context in their heads and in scattered slides. When it is captured in a one-page record, the model can test it. When it is not, no amount of model size fills the gap, because the missing facts were never on the page.`,

    `We see three uses that hold up in practice. The first is assumption testing: the model reads the record and lists which assumptions the forecast depends on most, and what evidence would overturn each. The second is the structured pre-mortem, where the model writes the most plausible account of how the decision failed a year from now. The third is retrieval: pulling relevant internal figures, earlier decisions and contract terms into the record in minutes rather than the days an analyst would need. None of these replaces judgment. Each makes it harder for a weak argument to pass unnoticed.`,

    `A family-owned chain of farm-and-ranch supply stores in the Mountain West, with about $400 million in revenue, gives a concrete picture. Its leadership team made roughly 40 pricing and store-investment decisions a year, each argued in a slide deck. We helped it replace the decks with two-page decision records and added a model-driven review before each meeting. In the first two quarters, the review flagged an unstated assumption in 11 of 26 records, most often a volume forecast that ignored a competitor's new location. Three proposals were reshaped before approval. The model made none of those calls; it exposed the gaps early enough to fix.`,

    `The second benefit arrives later, and it is the one boards notice. Once decisions carry explicit forecasts, they can be scored. A specialty insurer we advised logged expected loss ratios and premium growth for each underwriting initiative, then compared them with actual results at six and twelve months. The executives learned that their growth forecasts ran about 18% optimistic on average, while their cost estimates were close. That single finding changed how new programs were sized. AI made the logging cheap, by drafting records from meeting notes and pulling actuals from the finance system, but the learning came from the scoring.`,

    `It is worth being clear about limits. Current models still state wrong figures with confidence, especially numbers they must compute or recall rather than read from a supplied document. They are poor at judging what a specific regulator, union or key customer will actually do. They also tend to agree with the framing they receive, so an executive who asks why a plan is a good idea will get reasons. The remedy is procedural: supply source documents, require citations to them, ask explicitly for the case against, and keep every figure that drives a decision traceable to a system of record.`,

    `Experienced chief executives raise the sharpest challenge: the decisions that matter most are rare, political and full of information no document holds, so a record-and-review process is bureaucracy for the easy cases. There is truth in it. An acquisition or a change of leadership will never reduce to two pages. But most of a company's value is moved by the dozens of mid-sized choices made every year on pricing, capacity, hiring and product scope, and those are exactly where written records and model review pay off. Better calibration on frequent decisions also sharpens the judgment that the rare ones draw on.`,

    `Governance should be light but explicit. Decide which data the models may read, and keep customer and employee records out unless a reviewed deployment covers them. Name an owner for each decision rather than for the AI tool. Note when a model's challenge changed an outcome and when it was ignored, so the team can see over time whether the review step earns its place. Where regulation applies, as with credit, insurance pricing or hiring, keep the model advisory and document that a person made the call. These rules fit on a single page, and they prevent most of the failures we encounter.`,

    `The investment is modest compared with most AI programs. Enterprise access to a capable model, a shared template, a secure document store and a few hours of facilitation each month cover most of it. The harder cost is behavioral. Executives who have argued from slides for twenty years can find a two-page record exposing, and some will resist putting a numeric forecast next to their name. In our experience, adoption follows when the chief executive writes the first records personally and when early scoring is used for learning rather than blame.`,

    `Four steps put this to work within ninety days. Choose three recurring decision types that together move real money, such as price changes, capital requests above a set threshold and senior hires. Adopt a one-page record for them, with a forecast and a named owner. Add a model review that produces the strongest counterargument and a list of untested assumptions before each decision meeting. Then fix a date six months out to score the first batch against results. Leaders who do this will know within two quarters whether AI is improving their decisions, which is more than most can say today.`,
  ].join('\n\n'),
  update:
    `The article's advice to keep models advisory in credit, insurance pricing and hiring now has firmer dates behind it in Europe. Under the EU AI Act, the prohibited practices have applied since 2 February 2025 and the obligations for general-purpose AI models since 2 August 2025. The Digital Omnibus, agreed by the Council and the European Parliament on 7 May 2026 and given the Council's final approval on 29 June 2026, moved the rules for stand-alone high-risk systems, a category that includes credit scoring and recruitment, from 2 August 2026 to 2 December 2027. The practice we recommend is unchanged: a named person makes the call, and the record shows it.`,
  keyPoints: [
    'Generic prompts produce generic advice; a written decision record supplies the company-specific context a model needs before it can help.',
    'The dependable roles for AI in leadership are challenger, pre-mortem author and fast researcher, never the one who decides.',
    'Attaching forecasts to decisions makes them measurable, and measurement exposes systematic biases such as habitually optimistic growth estimates.',
    'Frequent, mid-sized choices on pricing, capacity and hiring return the most from structured AI review, while rare strategic moves stay with human judgment.',
    'A one-page policy covering data access, decision ownership and regulated use heads off most misuse.',
    'Begin with three decision types, a shared template and a scoring date half a year away.',
  ],
  relatedTopics: [
    'Decision Intelligence',
    'Model Governance',
    'Forecast Calibration',
    'Generative AI',
    'Executive Leadership',
  ],
  relatedIndustries: ['banking-financial-services'],
  relatedServices: ['ai-solutions', 'strategy-consulting', 'organizational-hr-consulting'],
  sources: [
    { title: 'Regulation (EU) 2024/1689 (Artificial Intelligence Act)', publisher: 'Official Journal of the European Union', date: '12 July 2024' },
    { title: 'Artificial intelligence: Council and Parliament agree to simplify and streamline rules', publisher: 'Council of the European Union, press release', date: '7 May 2026' },
    { title: 'Artificial Intelligence Risk Management Framework (AI RMF 1.0), NIST AI 100-1', publisher: 'National Institute of Standards and Technology', date: '26 January 2023' },
  ],
};
