import type { ServiceRecord } from '../schemas';

export const aiSolutions: ServiceRecord = {
  slug: 'ai-solutions',
  title: 'AI Solutions',
  navLabel: 'AI Solutions',
  description:
    'We put practical AI to work on specific, measurable problems: answering calls, drafting documents, routing work and forecasting demand. Every system we deploy is grounded in your data, reviewed by your people and built to protect customer information.',
  content: [
    `We treat AI as a tool for a named business problem, not as a strategy in itself. Engagements start with a two-week use-case review. We list the tasks where staff spend the most time reading, writing, sorting or answering, estimate the hours and error rates involved, and check what data exists to support an automated approach. Most mid-sized firms find four to six strong candidates, plus a longer list of ideas that are not yet worth the risk or the expense.`,

    `We then build one pilot in six to eight weeks on a single, contained process, such as inbound call handling, invoice capture or replies to customer reviews. The pilot runs on your own data, connects to the systems your staff already use, and keeps a person approving outputs until accuracy has been proven on real volume. By day 90 the pilot has either earned a wider rollout with measured results, or we stop it and write down why.`,

    `Data privacy and control are settled before the first prompt is written. We document what data the system may see, where it is processed and stored, how long it is kept and who can audit it. Models answer from your approved documents and records, cite their sources where possible, and hand off to a person when they are unsure. Your compliance lead signs off on the design, and your company holds the accounts and the keys.`,

    `Success is measured in the same terms as any operational change: hours saved per week, response time, error rate against a human-checked sample, conversion on handled leads, and the share of cases escalated to staff. We review these monthly with the process owner. We also train someone on your team to maintain prompts, test sets and settings, so the system improves after we leave instead of quietly drifting.`,
  ].join('\n\n'),
  icon: 'ai',
  benefits: [
    {
      title: 'Grounded, checkable answers',
      description:
        'Systems answer from your own approved sources and show where each answer came from, which keeps mistakes visible and easy to correct.',
    },
    {
      title: 'People stay in charge',
      description:
        'Staff approve outputs until accuracy is proven on real volume, and uncertain or sensitive cases are routed to a person by design.',
    },
    {
      title: 'Privacy built in',
      description:
        'Data access, retention and hosting are agreed and documented up front, so customer and employee information stays under your control.',
    },
  ],
  results: [
    'Answered 78% of after-hours calls without a callback and booked 310 extra appointments in one quarter for a multi-location dental group',
    'Cut invoice handling from 7 minutes to under 2 per document, with 99% field accuracy on audited samples, for an industrial supplier',
    'Reduced 8-week demand forecast error from 31% to 19% for a regional beverage distributor',
  ],
  imageUrl: '/images/services/ai-solutions.svg',
  aiServices: [
    {
      icon: 'voice',
      title: 'Voice AI',
      description:
        'A phone agent that answers inbound calls around the clock and places outbound reminder and confirmation calls. It handles routine requests such as bookings, order status and directions, and passes complex calls to staff with a written summary.',
      features: [
        'Inbound answering day and night, outbound reminders on schedule',
        'Books, moves and cancels appointments in your calendar',
        'Warm transfer to staff with a short call summary',
        'Recordings and transcripts kept according to your policy',
      ],
    },
    {
      icon: 'conversation',
      title: 'Conversation AI',
      description:
        'A chat and text assistant for your website, SMS and messaging channels. It answers questions from your approved knowledge base and captures qualified leads for your sales team.',
      features: [
        'Replies only from approved content, with sources shown',
        'Qualifies leads and records them in your CRM',
        'Hands over to a person on request or when unsure',
        'Replies in the languages your customers use',
      ],
    },
    {
      icon: 'reviews',
      title: 'Reviews AI',
      description:
        'Asks customers for a review after each visit or order, watches reviews across public sites, drafts replies in your voice for a manager to approve, and reports recurring complaints by location or product.',
      features: [
        'Monitoring across the major review platforms',
        'Draft replies held for manager approval',
        'Complaint themes and sentiment by site or product',
        'Alerts on urgent or safety-related reviews',
      ],
    },
    {
      icon: 'content',
      title: 'Content AI',
      description:
        'Produces first drafts of proposals, product descriptions, newsletters and social posts from your source material. Editors check facts and tone before anything is published.',
      features: [
        'Drafts built from your own briefs and source files',
        'House style guide applied to every draft',
        'Source links attached for fact-checking',
        'Nothing goes out without human sign-off',
      ],
    },
    {
      icon: 'workflow',
      title: 'Workflow AI',
      description:
        'Reads incoming emails, forms and attachments, classifies them, extracts the key fields and routes each item to the right queue or system, cutting manual triage in back-office teams.',
      features: [
        'Classifies and routes inbound requests',
        'Writes extracted fields into your ERP, CRM or ticketing tool',
        'Confidence thresholds send exceptions to staff',
        'Audit trail for every automated action',
      ],
    },
    {
      icon: 'predictive',
      title: 'Predictive Analytics AI',
      description:
        'Forecasts demand, cash and customer churn from your historical data and flags the accounts, products or sites that need attention, with the drivers behind each forecast explained in plain language.',
      features: [
        'Demand and cash forecasts refreshed weekly',
        'Churn and late-payment risk scores by account',
        'Key drivers explained for each forecast',
        'Accuracy tracked against actuals every cycle',
      ],
    },
  ],
  relatedIndustries: [
    'healthcare',
    'retail-consumer-goods',
    'banking-financial-services',
    'transportation-logistics',
    'manufacturing',
  ],
};
