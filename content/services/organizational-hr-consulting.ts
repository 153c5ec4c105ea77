import type { ServiceRecord } from '../schemas';

export const organizationalHrConsulting: ServiceRecord = {
  slug: 'organizational-hr-consulting',
  title: 'Organizational & HR Consulting',
  navLabel: 'Organizational & HR Consulting',
  description:
    'We design organizations that make decisions quickly and keep the people they need. The work covers structure, roles, leadership, pay and the HR processes that hold them together.',
  content: [
    `Organizational problems usually show up as something else: slow decisions, dropped handoffs, good people leaving after eighteen months. We start by finding out which problem you really have. In the first three weeks we review spans and layers, decision rights for the twenty or so decisions that matter most, turnover by team and tenure, and pay against the market. We also run confidential interviews and a short survey, because the org chart rarely shows where work actually gets decided or stuck.`,

    `From there we work with the leadership team on design choices rather than a menu of fashionable practices. Should regional managers own pricing? Does the business need a chief operating officer, or clearer accountabilities among the people already in the room? We draft two or three structural options, test each against real situations from the past year, and agree one by about week six. The rest of the first 90 days goes to role profiles, a transition plan and a message that explains the change to staff before the rumors do.`,

    `HR and line managers do much of the work. Your HR lead co-owns the project with us, and each affected manager rewrites their own team's roles with our support. Where the work touches pay, performance reviews or succession, we build the tools with your HR team and train them to run the next cycle alone. Several of our consultants are certified change practitioners, and we plan the people side of a restructure as carefully as the boxes and lines.`,

    `We track a short list of measures for a year after the new design goes live: regretted turnover, time to fill critical roles, the internal promotion rate, the number of decisions escalated to the top team, and survey scores on role clarity and management quality. If the design is working, escalations fall and good people stay. If it is not, the data shows where to adjust before small problems harden.`,
  ].join('\n\n'),
  icon: 'people',
  benefits: [
    {
      title: 'Faster decisions',
      description:
        'Clear decision rights and fewer layers mean routine calls get made where the information sits, and the top team stops refereeing disputes between departments.',
    },
    {
      title: 'Lower regretted turnover',
      description:
        'Fair pay bands, visible career paths and better first-line managers keep the people you can least afford to lose, and cut the cost of rehiring and retraining.',
    },
    {
      title: 'Change people accept',
      description:
        'A planned transition, honest communication and prepared managers reduce the disruption and resignations that so often follow a reorganization.',
    },
  ],
  results: [
    'Reduced management layers from seven to five and cut regretted turnover from 19% to 11% for a 900-employee engineering services firm',
    'Shortened time to fill critical engineering roles from 74 to 41 days for a mid-sized avionics supplier',
    'Built a succession plan that filled four of five senior vacancies internally within two years for a regional credit union',
  ],
  imageUrl: '/images/services/organizational-hr-consulting.svg',
  relatedIndustries: [
    'healthcare',
    'education',
    'banking-financial-services',
    'aerospace-defense',
    'information-technology',
  ],
};
