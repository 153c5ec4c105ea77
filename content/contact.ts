import type { Faq } from './schemas';

export const contactIntro: string =
  'Whether you have a specific problem to solve or only a sense that something in the business should be working better, we are glad to hear about it. Use the form below to tell us a little about your company and what you are looking for, and we\'ll respond within 24 hours to arrange a first conversation with one of our senior consultants. That conversation is free and commits you to nothing.';

export const faqs: Faq[] = [
  {
    question: 'What is your consulting process?',
    answer:
      'Every engagement follows five steps. It begins with an initial consultation, where we learn about your situation and goals at no cost. We then send a written proposal with scope, deliverables, timeline and fees. Once you agree, both parties sign the engagement agreement (agreement execution). Service delivery follows, with progress reviews at each milestone. At project completion we review the results with you and hand over every deliverable and working file.',
  },
  {
    question: 'Which industries do you work with?',
    answer:
      'Our consultants have hands-on experience in 14 industries, from banking, healthcare and manufacturing to agriculture, energy, telecommunications and transportation. We work most often with mid-sized companies and with divisions of larger groups. Each industry page on this site describes the issues we see in that sector and an example of our work there. If your industry is not listed, ask anyway; many operating problems look alike across sectors.',
  },
  {
    question: 'How much does consulting cost?',
    answer:
      'Fees depend on scope, duration and the size of the team, so we quote each engagement in a written proposal rather than from a price list. You can choose from three fee models: project-based, time and materials, or a monthly retainer, whichever suits the work. As a guide, most strategy engagements fall between $40,000 and $150,000, and smaller diagnostic projects cost less. The proposal states the full fee before any work begins.',
  },
  {
    question: 'How long does a typical engagement take?',
    answer:
      'Strategy projects run 6 to 12 weeks, depending on the number of business units involved and how quickly data is available. Implementation support runs several months, because new processes, systems and roles need time to settle in and show results. Ongoing advisory retainers continue for as long as they are useful to you, and either side can end them at the close of any month.',
  },
];
