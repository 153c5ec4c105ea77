import type { InsightRecord } from '../schemas';

export const vrWorkplace2025: InsightRecord = {
  slug: 'vr-workplace-2025',
  title: 'Extended Reality at Work: Fund Training, Inspection and Design Review, Skip the Virtual Office',
  excerpt:
    'Headsets pay for themselves where mistakes, travel or physical mock-ups are expensive. They rarely pay as a substitute for meetings, so buy by use case and measure the outcome.',
  category: 'Future of Work',
  date: '2025 Forecast',
  publishedAt: '2025-03-04',
  modifiedAt: '2026-11-22',
  reviewedAt: '2026-11-22',
  authorSlug: 'tobias-renwick',
  imageUrl: '/images/insights/vr-workplace-2025.svg',
  imageAlt:
    'Abstract illustration of a wireframe machine part floating inside overlapping translucent frames, with a faint grid floor fading into distance',
  content: [
    `Extended reality, the umbrella term for virtual, augmented and mixed reality, earns its keep in 2025 in a narrow band of work: training for tasks that are rare, dangerous or expensive to stage; remote inspection where an expert would otherwise travel; and design review of physical things at full scale. Outside that band, and above all as a replacement for the office or the video call, it mostly disappoints. Our advice to operating leaders is to buy it one use case at a time, with a cost-per-outcome test, and to ignore pitches that start with the headset.`,

    `The hardware is no longer the obstacle. Capable standalone headsets now cost $500 to $1,500, passthrough cameras let workers see the room around a digital model, and device-management tools handle updates and lockdown much as they do for phones. Enterprise editions add warranty, shared-device modes and management licenses, which often double the price per seat, and Wi-Fi coverage on shop floors and in substations is frequently the first practical limit. At the same time the hype has cooled; one major vendor stopped making its enterprise mixed-reality headset in late 2024. That combination helps buyers. What limits results now is content, operations and choosing the right job, not pixels.`,

    `Training pays where a mistake in the real world is costly and practice is hard to arrange. An electric cooperative in Colorado built six switching and lockout scenarios for its substation crews at a cost of about $180,000. Apprentices repeat each procedure until they pass, and supervisors see every step logged rather than a single pass-or-fail mark. Combined classroom and field time per trainee fell from five days to three, and switching errors during the first year on the job dropped by roughly half against the previous two cohorts. The same logic fits emergency response, high-voltage maintenance and handling of expensive equipment.`,

    `Training does not pay when a ten-minute video or a supervised shift would do. Custom modules typically cost $40,000 to $150,000 each, and procedures that change every year need that content rebuilt. Soft-skills and compliance modules are the usual disappointment: learners enjoy them, but completion rates and behavior look much like those from cheaper formats. A rough screen we use is that the module must serve several hundred learners over its life, or prevent a single incident whose cost is clearly larger than the build. It is also worth asking whether the same practice could happen on real equipment during scheduled downtime, which is often the cheaper answer.`,

    `Remote inspection and expert assistance form the second area that works, and it is mostly augmented reality on smart glasses or a tablet rather than a full headset. The technician on site streams what they see, and an engineer hundreds of miles away annotates the view and walks them through the fix. A Wisconsin maker of industrial mixers used this for escalated service calls. In the first nine months, 38% of cases that would have needed a specialist flight were closed remotely, at an average saving of $2,400 per avoided trip, and machines came back online a day and a half sooner.`,

    `Design review is the third. Walking through a full-scale model catches problems that drawings hide: a valve nobody can reach, a patient room where a bed will not turn, a conveyor that forces a worker to lift above shoulder height. A general contractor building a regional hospital asked nurses and therapists to walk the patient floors in virtual reality before framing began. They flagged 41 changes, most of them minor. Any one of those changes made after drywall would have cost between $5,000 and $40,000, so the reviews paid for the whole program several times over.`,

    `The virtual office is where we see money wasted most often. Meetings in headsets solve a problem that video calls already handle well enough, and most people find a headset uncomfortable after 30 to 45 minutes. Avatars remove the facial detail that makes a hard conversation work. Every headset is also one more device to charge, clean, patch and secure. A small share of users get motion sickness, so any program needs a non-headset alternative. If the pitch is that staff will spend hours a day in a shared virtual space, the costs are high and the returns are speculative.`,

    `Buyers also underestimate running costs. Across the programs we have reviewed, hardware is only 15% to 25% of three-year total cost; the rest is content creation and upkeep, device management, support, storage and charging carts, and the time of the subject-matter experts who validate each scenario. Plants and hospitals add a security review of headset cameras. Budget for all of it at the start, or the pilot will look cheap and the rollout will look expensive. Content also ages. When a procedure or a machine changes, the scenario must change with it, or trainees will rehearse the wrong steps, so give each scenario an owner and a review date, as you would a written work instruction.`,

    `Skeptics point out that companies tried this around 2021 and the pilots went nowhere. Many did, and the pattern was similar: the technology was chosen first and the problem second, success was measured by how much people liked it, and nobody in operations owned the outcome. Programs that scale invert that order. They start from a metric an operations or safety leader already reports, such as time to competence, repeat visits or change orders, and they treat the scenarios as maintained assets with an owner and a refresh schedule.`,

    `A sensible first step is to list the tasks where an error, a trip or a physical mock-up is expensive, and pick one. Write down the current baseline for that task and the number that would justify scaling. Price the full three-year cost, not only the devices. Run a 90-day pilot with 20 to 50 real users, name the operational leader who owns the result, and agree a stop rule in advance. If the number moves, expand to the next site. If it does not, you will have spent a small sum to learn something specific.`,
  ].join('\n\n'),
  keyPoints: [
    'Immersive tools repay their cost only when they replace something scarce or risky: real-world practice, specialist travel or physical prototypes.',
    'Device prices have fallen, so the limiting factors are now scenario content, fleet management and picking the right task.',
    'Replacing meetings or offices with headsets remains a poor investment because video already covers the need at far lower cost and strain.',
    'Devices are a minority of lifetime spend; content upkeep, support and expert validation take most of the budget.',
    'Pilots scale when an operations leader owns a metric they already report and the organization maintains scenarios like any other asset.',
  ],
  relatedTopics: ['Extended Reality', 'Workforce Training', 'Remote Assistance', 'Design Review', 'Field Service'],
  relatedIndustries: ['construction', 'healthcare', 'manufacturing'],
  relatedServices: ['digital-transformation', 'organizational-hr-consulting', 'operations-improvement'],
  sources: [
    { title: '29 CFR 1910.147, The control of hazardous energy (lockout/tagout)', publisher: 'U.S. Occupational Safety and Health Administration', date: 'final rule, 1 September 1989' },
    { title: '29 CFR 1910.269, Electric power generation, transmission, and distribution', publisher: 'U.S. Occupational Safety and Health Administration', date: 'final rule, 31 January 1994; revised 11 April 2014' },
  ],
};
