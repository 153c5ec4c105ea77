import type { IndustryRecord } from '../schemas';

export const mediaEntertainment: IndustryRecord = {
  slug: 'media-entertainment',
  name: 'Media & Entertainment',
  title: 'Media & Entertainment Consulting',
  description:
    'Advisory for streamers, studios, broadcasters, publishers and live-entertainment companies rethinking how they fund, release and monetize content. We focus on the economics behind each title and each subscriber.',
  content: [
    'Streaming has entered its accounting phase. After years of spending on originals to win subscribers, media companies now have to show that each content dollar earns its keep across every window it passes through. We build title-level economics that follow a film or series from premiere through pay-TV, licensing and free ad-supported channels, and we compare actual performance with the rights amortization schedule on the books. The gaps show which genres, budgets, deal structures and windowing choices deserve another greenlight.',
    'Subscriber churn decides whether a service lives. A growing share of viewers sign up for one show or one season of games and cancel when it ends. We analyze churn by acquisition channel, tenure and viewing behavior, then design bundles, annual plans, ad-supported tiers and release cadences that keep households paying through the quiet months. For publishers and audio businesses, the same work applies to paywall conversion and to the balance between subscription and advertising revenue.',
    'Advertising has changed shape as well. Linear ratings keep falling, while connected TV and streaming inventory grows faster than buyers can plan for it, which puts steady pressure on ad yield. We help sales teams price inventory on audiences and outcomes, clean up first-party data so it can be matched with advertiser data, and decide how much inventory to sell directly versus through programmatic exchanges. Our consultants have worked in studio finance, network ad sales and subscription product roles.',
  ].join('\n\n'),
  imageUrl: '/images/industries/media-entertainment.svg',
  imageAlt:
    'Abstract illustration of overlapping film frames, sound waves and screen rectangles in warm tones',
  stats: {
    experienceYears: 25,
    projects: { count: 17, with: 'streamers, broadcasters, publishers and live-event companies' },
    specialists: { count: 4, background: 'former studio finance, ad sales and subscription product leaders' },
    satisfaction: { rated: 16, surveyed: 17 },
  },
  trends: [
    {
      text: 'Several large media groups announced or began separating their cable networks in 2025, splitting shrinking linear businesses from streaming and studio assets. Companies on either side of a split need standalone cost structures, carriage strategies and transition service agreements that do not leave them paying for the other half.',
    },
    {
      text: 'Live sports rights keep migrating to streaming platforms, which raises rights costs and makes sports the main tool for holding down subscriber churn. Any service bidding for a package needs a clear model of the subscribers, ad revenue and retention it will bring.',
    },
    {
      text: 'Ad-supported tiers and free ad-supported streaming channels are now the fastest-growing parts of the streaming business. That moves the economics from subscription price to ad yield, fill rate and ad load, which many subscription teams have never had to manage.',
    },
    {
      text: 'Generative AI is entering dubbing, localization, marketing assets and post-production, while unions and rights holders press for consent and compensation terms. Studios should set clear AI use policies, track AI-related rights in their contracts, and measure where the tools actually cut cost or turnaround time.',
    },
  ],
  services: [
    {
      title: 'Content Portfolio and Windowing Strategy',
      description:
        'We build title-level profit models across theatrical, streaming, licensing and FAST windows, and recommend release sequences and licensing deals that raise lifetime value per title.',
    },
    {
      title: 'Subscriber Growth and Churn Reduction',
      description:
        'We segment subscribers by behavior and tenure, pinpoint the moments when households cancel, and design offers, bundles and programming calendars that keep them paying.',
    },
    {
      title: 'Advertising Revenue and Yield',
      description:
        'We review pricing, packaging and sales channels for linear, streaming and digital inventory. We then set up the audience data and measurement that let sales teams sell on outcomes rather than impressions alone.',
    },
    {
      title: 'Production Cost and Operations',
      description:
        'We benchmark production, post-production and technology costs, consolidate overlapping platforms after mergers or spin-offs, and introduce AI tools where they measurably shorten turnaround.',
    },
  ],
  caseStudies: [
    {
      title: 'Cutting churn at a niche streaming service',
      client: 'a subscription streaming service with 1.8 million subscribers focused on documentary and factual programming',
      challenge:
        'Monthly churn had risen to 7.4%, and nearly half of new subscribers left within 60 days. Content spend was concentrated on a few expensive premieres, so the catalog went quiet for weeks at a time, and there was no ad-supported option for price-sensitive viewers.',
      solution:
        'We linked viewing data to billing data to find which titles kept people subscribed and which only brought them in. The service moved to a weekly release cadence, shifted part of its budget from two big premieres to acquired library series, launched a lower-priced ad-supported tier, and offered discounted annual plans at the point of cancellation.',
      results: [
        'Lowered monthly churn from 7.4% to 4.9% within nine months',
        'Raised 60-day retention of new subscribers from 52% to 68%',
        'Grew the ad-supported tier to 23% of new sign-ups, adding $6.2 million in annual ad revenue',
        'Moved 31% of subscribers to annual plans, steadying monthly cash flow',
      ],
    },
  ],
  copy: {
    relatedServicesIntro: 'The services media and live-event companies use most with us:',
    cta: {
      heading: 'Put numbers behind your next content or pricing bet',
      body: 'Tell us about your subscriber churn, your advertising mix and the slate or season you need to fund.',
    },
  },
  relatedServices: [
    'marketing-growth-strategy',
    'strategy-consulting',
    'digital-transformation',
    'ai-solutions',
  ],
};
