import type { TitledText } from './schemas';
import { siteConfig } from './site-config';

export const aboutIntro: string =
  `Platte River Consulting was founded in Casper, Wyoming, in 2020 by consultants who had spent their careers in large advisory firms and in operating roles at manufacturers, banks, hospitals and logistics companies. We wanted a firm where the people who win the work also do the work, and where a client's budget buys senior judgment rather than layers of staff. Today we are ${siteConfig.headCount} people, and we serve mid-sized companies and divisions of larger groups across North America, with engagement work abroad.`;

export const peopleIntro: string = `All ${siteConfig.headCount} of us work on client engagements; there is no layer of junior staff between you and the people who sign the proposal. The consultants below lead our practices and write our articles, and one of them leads every engagement we take on.`;

export const mission: string =
  'Our mission is to give leadership teams clear answers to hard business questions and the practical help to act on them. We measure ourselves by what changes in our clients\' results: lower costs, faster cycles, stronger margins, better-run teams. Advice that never leaves the boardroom does not count.';

export const vision: string =
  'We aim to be the firm that mid-sized companies call first when a decision is too important to guess at. We want to be known for senior attention on every engagement, for plain reasoning a board can test, and for clients who return because the last project paid for itself.';

export const coreValues: TitledText[] = [
  {
    title: 'Global Perspective',
    description:
      'We compare your business with how the same problem is solved in other regions and other industries, and bring back the approaches that fit your market.',
  },
  {
    title: 'Excellence',
    description:
      'We check our own analysis before a client sees it, write in plain language, and hold every deliverable to the standard we would expect if we were paying for it.',
  },
  {
    title: 'Client Focus',
    description:
      'Your objectives set the scope, not our service catalogue. We listen first, say when a smaller engagement would do, and keep the same consultants on your work from start to finish.',
  },
  {
    title: 'Results-Driven',
    description:
      'We agree on measurable targets before work begins and report against them at every milestone, so progress is visible in your own figures rather than in our slides.',
  },
];

export const globalPresence: { intro: string; locations: { place: string; role: string }[] } = {
  intro:
    'We are a small firm with a wide reach. Our headquarters is in Casper, and our consultants travel to clients wherever the work needs a person in the room. Much of the analysis and coordination is done remotely, which lets us support engagements across time zones without the overhead of a network of offices.',
  locations: [
    {
      place: 'Casper, Wyoming',
      role: 'Headquarters. Engagement leadership, client relationships and most of our analytical work are based here.',
    },
    {
      place: 'United States and Canada',
      role: 'Clients served across North America, from the Mountain West and Great Plains to both coasts, with on-site work at workshops and key milestones.',
    },
    {
      place: 'Europe',
      role: 'Engagement work in Europe, delivered remotely with scheduled on-site visits, mostly for North American companies with European operations or suppliers.',
    },
    {
      place: 'Asia-Pacific',
      role: 'Remote delivery for engagements in Asia-Pacific, typically supply-chain and sourcing work for clients whose manufacturing partners are based in the region.',
    },
  ],
};

export const howWeWork: TitledText[] = [
  {
    title: 'Senior People Do the Work',
    description:
      'The consultants you meet in the first conversation are the ones who run your engagement. We do not staff projects with junior analysts learning on your budget.',
  },
  {
    title: 'Fixed Scopes, Clear Fees',
    description:
      'Each proposal names the deliverables, the timeline and the fee in writing. If the scope needs to change, we agree the change with you before any extra cost arises.',
  },
  {
    title: 'Built With Your Team',
    description:
      'We work alongside your managers so they understand every recommendation and can carry it forward after we leave, without a standing dependency on outside advisers.',
  },
  {
    title: 'Progress You Can Measure',
    description:
      'Short milestone reviews compare results with the targets set at the start, so you always know what the engagement has delivered and what is still open.',
  },
];
