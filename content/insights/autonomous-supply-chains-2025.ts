import type { InsightRecord } from '../schemas';

export const autonomousSupplyChains2025: InsightRecord = {
  slug: 'autonomous-supply-chains-2025',
  title: 'Autonomous Supply Chains in 2025: Automate the Corrections, Not the Whole Chain',
  excerpt:
    'A supply chain that plans and runs itself is not arriving in 2025. Narrow loops that spot a problem, correct it within agreed limits and report back are here now, and they pay off when master data is clean.',
  category: 'Supply Chain',
  date: '2025 Forecast',
  publishedAt: '2025-01-27',
  modifiedAt: '2026-11-22',
  reviewedAt: '2026-11-22',
  authorSlug: 'marisol-vega',
  imageUrl: '/images/insights/autonomous-supply-chains-2025.svg',
  imageAlt:
    'Abstract illustration of interlocking circular loops linking warehouse, truck and factory shapes, with small arrows correcting their course',
  content: [
    `The autonomous supply chain, in the sense of a network that plans and runs itself, is not a 2025 project for any company we know. The self-correcting supply chain is. The difference matters. Autonomy in 2025 means narrow loops that notice a deviation, take a bounded corrective action and report what they did: reorder within a tolerance band, rebook a late load, move stock between two warehouses. Companies that build a handful of these loops on clean data are cutting planner workload and stockouts now. Companies chasing a single end-to-end autonomous platform are mostly paying for integration work.`,

    `Every useful loop has the same four parts. It senses, using a signal that arrives fast enough to act on: a point-of-sale feed, a carrier ETA, a machine's output count. It decides, using a rule or a model whose output falls inside limits the business has agreed in advance. It acts, by writing a transaction into a system that already governs the work, such as the ERP or the transport management system. And it reports, so a planner can see every action and reverse it. Remove any of the four and the loop either does nothing or does damage quietly.`,

    `The loops that work best today share a trait: the decision is frequent, small and reversible. Routine replenishment of stable items is the clearest example, since a wrong order of a few cases costs little and corrects itself next cycle. Re-tendering a load when a carrier rejects it or runs late is another. Dynamic safety stock, recalculated weekly from actual demand and lead-time variability rather than set once a year, is a third. Inbound appointment scheduling at congested docks is a fourth. Supplier selection, network design and allocation during a shortage remain judgment calls that need people.`,

    `A distributor of industrial maintenance supplies in the Midwest, with about 38,000 active items across five branches, shows the pattern. Its eleven buyers reviewed every suggested purchase order by hand. We set tolerance bands by item class and let orders inside them release without review, about 64% of order lines after the first quarter. Buyers spent the recovered time on the roughly 1,500 items with erratic demand or a single source of supply. Over nine months, fill rate rose from 93.1% to 96.4% and inventory fell by 8%. No new planning platform was bought; the work sat in the existing ERP and a small rules service.`,

    `A specialty food manufacturer in the Pacific Northwest chose a different loop. Its outbound loads missed retailer delivery windows often enough to cost about $1.2 million a year in fines and lost orders. The company connected carrier ETA feeds to its transport system and set a rule: when a shipment's predicted arrival fell more than two hours outside the window, the system offered the load to the next carrier in the routing guide within a cost limit and alerted the customer service team. Missed windows fell by 41% in two quarters, and the team stopped spending its mornings on the phone.`,

    `The constraint in nearly every case is master data, not algorithms. A replenishment loop is only as good as the lead times, pack sizes, minimum order quantities and supplier calendars it reads. In the distributor's system, a third of the lead times had not been updated in over two years, and several hundred items carried a pack size of one that was really twelve. Automating on that data would have produced confident, fast mistakes. Cleaning it took ten weeks and was the least glamorous part of the project. It was also the part that made the loops safe to switch on.`,

    `Planners' most common worry is that automation amplifies errors. A human planner who sees an odd forecast hesitates; a loop orders anyway, and across hundreds of items a small bias becomes a large one. The bullwhip effect, where order swings grow as they travel upstream, could get worse. The concern is legitimate, and the answer is design. Each loop needs hard caps on order size and spend, a limit on how much it can change in a week, monitoring that flags drift in its own behavior, and a switch that hands control back to planners in one step. Manual planning, after all, produced the bullwhip effect in the first place.`,

    `The planner's role changes more than it shrinks. In the companies we have worked with, automation has reduced order entry and follow-up calls, while the remaining work moved toward exception analysis, supplier conversations and setting the tolerance bands themselves. That calls for different skills and a different measure of success. A planner judged on orders placed will resist a loop that places them. A planner judged on fill rate, inventory turns and the share of decisions handled without intervention, often called the touchless rate, has reason to improve the loops. Changing the scorecard before the software saves months of quiet resistance.`,

    `On technology, the practical advice is to start from what you already run. Most current ERP, warehouse and transport systems can release orders within rules, accept external signals through an API and log automated actions. Specialized AI planning tools add value for demand sensing on large, volatile assortments, but they need the same clean data and the same guardrails. Be cautious with any vendor that presents autonomy as a product you install. Autonomy is a property of a process, built one loop at a time, with tolerances that the business agrees and owns.`,

    `To start, pick one loop that is frequent, small and reversible, most often replenishment of stable items or re-tendering of late loads. Measure today's baseline: touchless rate, planner hours, fill rate and the cost of the errors you want to prevent. Audit the master data the loop will read, and fix lead times and pack sizes first. Agree tolerance bands and a rollback rule with the operations and finance leads. Run the loop in recommend-only mode for four weeks, then let it act within its bands. Within about three months you will have evidence, not a vendor slide, on what autonomy is worth in your network.`,
  ].join('\n\n'),
  keyPoints: [
    'Supply chain autonomy in 2025 is a set of bounded, reversible fixes to routine decisions, not a network that plans itself.',
    'A working loop combines a timely signal, pre-agreed decision limits, an action in the system of record and a log people can inspect.',
    'Out-of-date lead times and wrong pack sizes are the biggest hazard, so the data gets cleaned before anything is allowed to act.',
    'Spend caps, weekly change limits, drift alerts and a one-step handback keep automated loops from magnifying mistakes.',
    'Scoring planners on fill rate and the share of decisions needing no intervention, instead of orders placed, makes them the designers of automation.',
    'One pilot loop, first run as a recommender for a month, produces hard evidence inside a single quarter.',
  ],
  relatedTopics: [
    'Supply Chain Planning',
    'Inventory Optimization',
    'Exception Management',
    'Master Data',
    'Logistics Automation',
  ],
  relatedIndustries: ['transportation-logistics', 'manufacturing', 'retail-consumer-goods'],
  relatedServices: ['operations-improvement', 'ai-solutions', 'digital-transformation'],
  sources: [
    { title: 'Information Distortion in a Supply Chain: The Bullwhip Effect (H. L. Lee, V. Padmanabhan, S. Whang), Management Science 43(4)', publisher: 'INFORMS', date: 'April 1997' },
  ],
};
