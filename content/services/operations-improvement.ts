import type { ServiceRecord } from '../schemas';

export const operationsImprovement: ServiceRecord = {
  slug: 'operations-improvement',
  title: 'Operations & Process Improvement',
  navLabel: 'Operations & Process Improvement',
  description:
    'We find the steps that add cost, delay and errors to the way your work gets done, then fix them with your own teams. Gains are counted in days, dollars and defects.',
  content: [
    `We begin on the floor, not in the conference room. In the first two weeks our consultants walk the core processes end to end with the people who do the work, whether that is quote to cash, order to delivery or patient intake to discharge. We time each step, count the handoffs and the rework, and note where inventory or paperwork sits waiting. In most businesses, work that adds value to the customer is under a fifth of total elapsed time. That gap is where the savings are.`,

    `Within 30 days we pick two or three processes where the prize is largest and the fix is within your control. Each gets a small cross-functional team and a weekly rhythm: measure, change one thing, measure again. We use Lean and Six Sigma tools where they fit, such as value-stream maps, standard work and root-cause analysis on the defects that cost most, but we do not run a belt program for its own sake. By day 90 the first processes are running the new way and the next wave is scoped.`,

    `Your supervisors and front-line staff carry the changes. We coach them to run the daily huddles, visual boards and problem-solving routines themselves, because an improvement that depends on an outside consultant disappears when the invoices stop. We also work with your finance team so savings are booked the way your controller would book them, with a clear line between cash actually saved and capacity that has been freed.`,

    `The measures are chosen before the work starts and tracked weekly: cycle time, first-pass yield, on-time delivery, cost per unit or per transaction, and the working capital tied up in each process. We report them against a baseline taken in week two. Where a change frees capacity rather than cash, we say so, and help you decide whether to grow into the spare hours or take the cost out.`,
  ].join('\n\n'),
  icon: 'operations',
  benefits: [
    {
      title: 'Shorter cycle times',
      description:
        'Where waits and handoffs dominate, removing them has cut lead time by a quarter to a half in our engagements, less where machine time is the constraint. Customers notice the difference, and the balance sheet shows it in lower working capital.',
    },
    {
      title: 'Fewer errors and less rework',
      description:
        'Root-cause work on the few defects that cost most reduces scrap, credit notes and overtime, instead of adding more inspection steps at the end of the line.',
    },
    {
      title: 'Improvement habits that stay',
      description:
        'Supervisors learn to run daily problem-solving on their own, so the gains keep building after our team has gone home.',
    },
  ],
  results: [
    'Raised on-time delivery from 81% to 95% in seven months for a precision-machining company with three plants',
    'Freed $3.2M of working capital by cutting finished-goods inventory 27% at a consumer-products manufacturer',
    'Cut month-end close from 11 to 6 working days for a regional building-supply distributor',
  ],
  imageUrl: '/images/services/operations-improvement.svg',
  relatedIndustries: ['manufacturing', 'transportation-logistics', 'healthcare', 'automotive', 'construction'],
};
