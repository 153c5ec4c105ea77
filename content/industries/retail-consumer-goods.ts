import type { IndustryRecord } from '../schemas';

export const retailConsumerGoods: IndustryRecord = {
  slug: 'retail-consumer-goods',
  name: 'Retail & Consumer Goods',
  title: 'Retail & Consumer Goods Consulting',
  description:
    'Advisory for retailers and consumer-products makers protecting margin while shoppers trade down, costs move with tariffs and retail media rewrites the trade relationship. We work from the shelf and the P&L at the same time.',
  content: [
    'For consumer-goods makers, trade spend is often the second-largest line on the income statement after cost of goods, and the one with the least scrutiny. Promotions get renewed because they ran last year, and retailer deductions pile up unreconciled. We measure the incremental lift of each promotion, separate the events that build volume from those that only subsidize it, and rebuild the trade calendar around return. The money freed up usually moves into price pack architecture, retail media or new distribution, where it works harder.',
    'Retailers face the same margin question from the other side of the shelf. Weak sell-through on seasonal and fashion lines turns into markdowns that erase the margin planned at purchase, and shrink from theft, damage and process errors takes another one to two points. We connect assortment planning, open-to-buy and allocation so stores carry what sells locally, and we set markdown rules that clear inventory earlier at shallower discounts. Loss-prevention work focuses on the few categories and stores where most shrink concentrates.',
    'Retail media has become a profit pool of its own. Retailers now sell on-site, off-site and in-store ad placements built on their shopper data, and brands are moving budget out of traditional trade and into those networks. We help retailers build the ad products, measurement and sales teams needed to run a media business, and we help brands judge which networks earn their budget on incremental sales rather than attributed clicks. Our consultants have led merchandising, category management and revenue growth management teams.',
  ].join('\n\n'),
  imageUrl: '/images/industries/retail-consumer-goods.svg',
  imageAlt:
    'Abstract illustration of stacked shopping bags, shelf grids and price tag shapes in bright colors',
  stats: {
    experienceYears: 35,
    projects: { count: 20, with: 'retailers, consumer brands and distributors' },
    specialists: { count: 6, background: 'merchandising, revenue growth management and supply-chain specialists' },
    satisfaction: { rated: 19, surveyed: 20 },
  },
  trends: [
    {
      text: 'Tariffs have raised landed costs on apparel, footwear, toys, electronics and packaging, and the suspension of the de minimis exemption in August 2025 ended duty-free entry for low-value parcels. Retailers and brands need SKU-level pricing decisions, supplier cost-sharing and sourcing shifts rather than blanket price increases.',
    },
    {
      text: 'Shoppers are trading down and buying more private label, especially in grocery and household staples. Brands must defend their price gaps with pack-size and price-tier choices, while retailers can widen own-brand ranges where quality now matches the national names.',
    },
    {
      text: 'US retail media spending keeps growing at double-digit rates, and more retailers are adding in-store screens and off-site audience products. Brands should insist on incrementality testing, and retailers should run media as a business with its own P&L and service levels.',
    },
    {
      text: 'Wider use of GLP-1 weight-loss medications is reducing household purchases of snacks, sweets and some beverages. Food and beverage makers should track their exposure by category, rethink portion sizes and innovation pipelines, and plan for lower volume in the affected lines.',
    },
  ],
  services: [
    {
      title: 'Revenue Growth Management',
      description:
        'We analyze price elasticity, promotion lift and trade terms by customer and SKU, then build a pricing and promotion plan that grows margin without giving up distribution.',
    },
    {
      title: 'Merchandising and Markdown Optimization',
      description:
        'We tighten assortment, open-to-buy and allocation by store cluster, and introduce markdown rules that clear seasonal stock sooner at smaller discounts.',
    },
    {
      title: 'Retail Media Strategy',
      description:
        'We help retailers design ad products, pricing and measurement for their media networks. For brands, we allocate spending across networks based on tested incremental sales.',
    },
    {
      title: 'Shrink and Store Operations',
      description:
        'We locate shrink by category, store and cause, redesign receiving, cycle counts and high-theft displays, and fix labor scheduling so staff are on the floor when traffic peaks.',
    },
  ],
  caseStudies: [
    {
      title: 'Rebuilding trade spend at a snack food maker',
      client: 'a $700 million family-owned snack and bakery company selling through grocery, club and convenience channels',
      challenge:
        'Trade spend had grown to 24% of gross sales, yet volume had been flat for three years. Fewer than a third of promotions paid back, unresolved retailer deductions totaled $11 million, and the company was losing shelf space to private label in two core categories.',
      solution:
        'We built a promotion-lift model from retailer point-of-sale and shipment data, ranked every event by incremental profit, and cut or redesigned the weakest 40%. The company introduced smaller pack sizes at key price points, moved part of its trade budget into retail media with holdout testing, and set up a deductions team with a 60-day resolution target.',
      results: [
        'Reduced trade spend from 24% to 20.5% of gross sales in the first year',
        'Grew gross margin by 2.8 points while holding volume flat in a declining category',
        'Recovered $6.3 million of invalid deductions and cut the open balance by 70%',
        'Won back shelf space in one of the two core categories with the new pack sizes',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'Where retailers and consumer brands most often start with us:',
    cta: {
      heading: 'Protect margin through the next promotion cycle',
      body: 'Tell us about your assortment, your trade spend and the categories where price and volume are moving against you.',
    },
  },
  relatedServices: [
    'marketing-growth-strategy',
    'operations-improvement',
    'strategy-consulting',
    'ai-solutions',
  ],
};
