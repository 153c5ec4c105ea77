import type { Testimonial, TitledText } from './schemas';
import { siteConfig } from './site-config';

export const heroLead: string =
  'Platte River Consulting helps leadership teams decide what matters most, then stays alongside them until the plan shows up in the numbers.';

export const homeIntro: string = [
  `Platte River Consulting is a business consulting firm based in Casper, Wyoming. Since 2020 we have worked with owners, chief executives and operating leaders across North America and abroad on the questions that decide a company\'s next five years: where to compete, how to run operations, how to organize people, and where technology and AI earn their keep. Our team of ${siteConfig.headCount} is small and senior by design.`,
  'We do not hand over a thick report and leave. Each engagement starts with a clear problem statement and a measurable target, such as a margin, a cycle time or a retention rate. We build the plan with your managers rather than around them, then help carry it out until the target moves. Most of our clients come to us through people we have already worked with.',
].join('\n\n');

export const whyChoose: TitledText[] = [
  {
    title: 'Global Perspective',
    description:
      'Our consultants have worked in supply chains, markets and regulatory regimes on several continents. We bring that range of comparison to a regional business without losing sight of its local customers.',
  },
  {
    title: 'Data-Driven Approach',
    description:
      'We start from your own figures: orders, costs, staffing, churn. Recommendations come with the numbers behind them, so your board can check the reasoning instead of taking it on trust.',
  },
  {
    title: 'Personalized Solutions',
    description:
      'No two engagements use the same template. We shape scope, team and pace around your size, your budget and the capacity your managers actually have to absorb change.',
  },
  {
    title: 'Results-Focused',
    description:
      'Every engagement is tied to a target agreed at the start and reviewed at each milestone. If a recommendation is not moving the number, we say so and change course.',
  },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      'Platte River mapped our dispatch process end to end and found we were re-handling almost a third of our freight at the cross-dock. Within eight months our on-time delivery rate went from 86% to 95%, and we did it without adding a single truck.',
    author: 'Dana Whitcombe',
    position: 'COO, regional logistics provider',
  },
  {
    quote:
      'We had three years of growth plans and no agreement on which one to fund. Their team gave us a clear choice in ten weeks, with the numbers to defend it. We put our capital behind foodservice instead of a second retail brand, and eighteen months later foodservice is a fifth of our sales.',
    author: 'Marcus Ellery',
    position: 'CEO, specialty food manufacturer',
  },
  {
    quote:
      'They built a document-intake workflow with our underwriters, not for them. Loan files that used to take six days to assemble now take two, and our staff trust the tool because they helped design it.',
    author: 'Priya Natarajan',
    position: 'Chief Operating Officer, community bank',
  },
];

export const closingCta: { heading: string; body: string } = {
  heading: 'Start With One Conversation',
  body: 'Tell us about the decision or problem in front of you. The first consultation costs nothing, and you will leave it with a clearer view of the options, whether or not we work together afterwards.',
};
