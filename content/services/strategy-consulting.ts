import type { ServiceRecord } from '../schemas';

export const strategyConsulting: ServiceRecord = {
  slug: 'strategy-consulting',
  title: 'Strategy Consulting',
  navLabel: 'Strategy Consulting',
  description:
    'We help leadership teams decide where to compete, what to stop doing and how to fund the choices that matter. The output is a plan your managers can act on next week, not a binder for the shelf.',
  content: [
    `Most strategy work fails in the handoff, not in the analysis. So we start with the decisions the leadership team actually faces over the next eighteen months: which markets to grow, which products to prune, where the next dollar of capital goes. Before forming a view, our consultants interview fifteen to twenty-five people across the business, including front-line managers and a handful of customers, and rebuild profit by segment, channel and customer from your own ledgers. That picture is usually far sharper than the monthly management accounts.`,

    `A typical engagement runs six to twelve weeks. In the first month we build the fact base and test three or four hypotheses with your executives in working sessions rather than presentations. In the second month we develop options, put numbers on each, and run them against downside cases: a lost key account, a price war, a tighter credit line. By week ten the team has chosen a direction, and we turn it into a one-page plan with owners, budgets and dated milestones. The rest of the first 90 days goes to launching the first initiatives.`,

    `Your people do the real work alongside us. We ask for a named sponsor on the executive team, a finance analyst for about half their week, and two or three operating managers who will later run the initiatives. That is deliberate. Managers who build the plan defend it in budget meetings and keep it alive after we leave, and a strategy nobody inside the company can explain does not survive its first bad quarter.`,

    `We measure what the strategy was meant to move. Each initiative carries a small set of indicators, usually gross margin by segment, the share of revenue from target customers and cash conversion, reviewed monthly against a baseline agreed at the start. If an initiative has not moved its numbers after two quarters, the plan says so plainly, and the executive team decides whether to fix it, fund it differently or stop it.`,
  ].join('\n\n'),
  icon: 'strategy',
  benefits: [
    {
      title: 'Decisions, not decks',
      description:
        'Every recommendation arrives with an owner, a budget line and a date, so the executive team can approve it in one meeting and start work the following week.',
    },
    {
      title: 'Profit clarity by segment',
      description:
        'We rebuild margins by customer, product and channel from your own data. Often a fifth of the business turns out to earn most of the profit, and some of the rest loses money.',
    },
    {
      title: 'A plan your managers own',
      description:
        'Operating managers shape the plan with us, so it survives the first budget cycle and the first surprise instead of fading once the engagement ends.',
    },
  ],
  results: [
    'Exited two unprofitable product lines and lifted gross margin from 24% to 29% within a year for a building-products distributor',
    'Refocused sales coverage on 140 priority accounts and grew their revenue 18% in 12 months for a specialty chemicals maker',
    'Built the three-year growth plan that supported a $40M refinancing for a family-owned food processor',
  ],
  imageUrl: '/images/services/strategy-consulting.svg',
  relatedIndustries: [
    'manufacturing',
    'banking-financial-services',
    'retail-consumer-goods',
    'energy-utilities',
    'information-technology',
  ],
};
