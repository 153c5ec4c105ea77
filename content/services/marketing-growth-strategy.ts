import type { ServiceRecord } from '../schemas';

export const marketingGrowthStrategy: ServiceRecord = {
  slug: 'marketing-growth-strategy',
  title: 'Marketing & Growth Strategy',
  navLabel: 'Marketing & Growth Strategy',
  description:
    'We work out which customers, offers and channels produce profitable growth, then build the plan and the measurement to pursue them. Spend follows evidence, not habit.',
  content: [
    `Growth plans often start with channels: more paid search, a new website, another trade show. We start with customers. In the first month we segment your customer base by margin, retention and cost to serve, interview twelve to twenty buyers, including some who left or chose a competitor, and rebuild the sales funnel from your CRM and finance data. This shows which customers are worth acquiring, what actually drives their purchase, and where prospects fall out of the process.`,

    `Weeks five to ten go to choices. We define the two or three segments to target, sharpen the value proposition for each, review pricing and discounting, and move marketing budget toward the channels with measurable return. We then run controlled tests on offer wording, pricing tiers or outreach sequences, so decisions rest on results rather than the loudest opinion in the room. By day 90 the plan is written, the first tests have reported, and the team knows what to scale.`,

    `Your marketing and sales leaders co-own the work. We need a marketing lead to run campaigns and tests, a sales manager who will hold the team to the new account priorities, and time from your CRM administrator. Where your team lacks a skill, such as marketing analytics or pricing, we coach a named person until they can carry it, rather than leaving a permanent dependence on outside help.`,

    `Pricing gets the same scrutiny as campaigns, because it usually moves margin faster. We compare list prices with what customers actually pay after discounts, rebates and free freight, and find the accounts and reps where the gap has grown. New discount rules are tested on a few territories before they go company-wide.`,

    `The measures are commercial: customer acquisition cost by channel, win rate, average deal size or basket, retention and, for recurring businesses, net revenue retention and marketing-sourced pipeline. We set up a simple monthly scorecard that finance and marketing both accept, which settles most arguments about what is working. Activity figures such as impressions and clicks are tracked, but never reported as results.`,
  ].join('\n\n'),
  icon: 'growth',
  benefits: [
    {
      title: 'Spend that earns its place',
      description:
        'Budget moves toward the channels and segments with measured returns, and away from activity that cannot show what it produced.',
    },
    {
      title: 'Sharper pricing',
      description:
        'In most of our pricing reviews, tightening price lists, discount rules and packaging has recovered one to three points of margin without a loss of volume; the gain depends on how loose discounting was to begin with.',
    },
    {
      title: 'One scorecard for sales and marketing',
      description:
        'Shared definitions of pipeline, conversion and acquisition cost end the debate over which team drove the revenue, and show where the next dollar should go.',
    },
  ],
  results: [
    'Lowered customer acquisition cost 34% while growing new accounts 21% in one year for a B2B software company',
    'Recovered 2.4 points of gross margin through discount discipline at a regional home-furnishings retailer',
    'Raised trial-to-paid conversion from 9% to 15% in two quarters for a subscription streaming service',
  ],
  imageUrl: '/images/services/marketing-growth-strategy.svg',
  relatedIndustries: [
    'retail-consumer-goods',
    'media-entertainment',
    'information-technology',
    'telecommunications',
    'banking-financial-services',
  ],
};
