import type { LegalDocumentRecord } from '../schemas';

export const termsConditions: LegalDocumentRecord = {
  slug: 'terms-conditions',
  title: 'Terms & Conditions',
  summary:
    'These terms apply to every consulting engagement with Platte River Consulting. They set out how an engagement is agreed and delivered, how fees are charged and paid, and how both parties share responsibility and risk.',
  sections: [
    {
      heading: 'Scope and Order of Precedence',
      paragraphs: [
        'These Terms & Conditions govern the consulting services that Platte River Consulting, a firm headquartered in Casper, Wyoming, provides to its clients. They form part of every proposal we issue and every engagement agreement or statement of work we sign. Use of our website is covered separately by our Terms of Service.',
        'If these terms conflict with a signed engagement agreement or statement of work, the signed document prevails for that engagement. Purchase orders, vendor-registration forms and similar documents issued by a client are for administrative convenience only; any terms printed on them do not change these terms unless both parties expressly agree to the change in writing.',
      ],
    },
    {
      heading: 'Our Engagement Process',
      paragraphs: [
        'Every engagement follows the same five steps, in this order. Work under a later step begins only when the earlier step is complete, so that both parties know at all times what has been agreed, what is being delivered and what remains open.',
        '1. Initial consultation. We meet with you, in person or by video, to understand your situation, your objectives and your constraints. This first conversation is free of charge and creates no obligation on either side. Anything you tell us in it is treated as confidential, whether or not an engagement follows.',
        '2. Proposal. We send a written proposal describing the scope of work, the deliverables, the team, the timeline, the fee model and the fees. A proposal remains open for 30 days unless it states otherwise. We are happy to revise it with you until it reflects what you need and what you are prepared to invest.',
        '3. Agreement execution. The engagement begins when both parties sign an engagement agreement or statement of work that incorporates these terms. For project-based work, the first payment falls due at this step. We do not start delivery work, book consultant time or incur expenses on your behalf before the agreement is signed.',
        '4. Service delivery. Our consultants carry out the agreed work, report progress at the intervals set out in the agreement and present deliverables for your review at each milestone. You review each deliverable within ten business days and either accept it or tell us in writing what does not meet the agreed scope.',
        '5. Project completion. When the final deliverables have been accepted, we hold a closing review with you, hand over all working materials due to you and issue the final invoice. The engagement then ends, apart from the provisions of these terms that by their nature continue, such as confidentiality and payment obligations.',
      ],
    },
    {
      heading: 'Fee Models',
      paragraphs: [
        'We offer three fee models: project-based, time and materials, and retainer. Project-based fees are a fixed price for a defined scope and set of deliverables. Time-and-materials fees are charged at the hourly or daily rates stated in the agreement for the time our consultants actually spend. Retainers are a fixed monthly fee for an agreed level of ongoing advisory support.',
        'The proposal states which model applies and why we recommend it for the work in question. Fixed-price work stays fixed unless the scope changes through the change procedure below. For time-and-materials work we provide an estimate and notify you before the estimate would be exceeded. Fees exclude sales, use and similar taxes, which we add to invoices where the law requires it.',
      ],
    },
    {
      heading: 'Payment Terms',
      paragraphs: [
        'For project-based engagements, 50% of the project fee is due at agreement execution. Further milestone payments fall due as each milestone named in the agreement is reached, and the balance is due at project completion. We invoice each payment when it falls due, and invoices are payable within 15 days of the invoice date unless the agreement provides otherwise.',
        'Monthly retainers are due on the first business day of each month, in advance, for the month that follows. Time-and-materials work is invoiced monthly in arrears with a record of the hours worked. Amounts not paid when due may carry interest at 1% per month, or the highest rate permitted by law if lower, and we may pause work after giving ten days\' written notice of non-payment.',
      ],
    },
    {
      heading: 'Expenses',
      paragraphs: [
        'Reasonable travel, lodging and other out-of-pocket expenses incurred for an engagement are billed at cost, without markup, together with receipts. Travel follows the client\'s travel policy where one has been provided to us. Any single expense above $1,000, and any expense category not foreseen in the proposal, needs your approval in advance. Much of our work is delivered remotely, which keeps expenses low.',
      ],
    },
    {
      heading: 'Client Responsibilities',
      paragraphs: [
        'Good results depend on both parties. You agree to name a project sponsor with authority to make decisions, to give our consultants timely access to the people, data, systems and sites they need, and to review deliverables within the agreed periods. You remain responsible for the accuracy and completeness of the information you provide and for having the right to share it with us.',
        'All management decisions remain yours. We advise, analyze, design and support implementation, but you decide whether and how to act on our recommendations and are responsible for the results of those decisions. Where delays on the client side hold up our work, the timeline moves accordingly and we may charge for consultant time that cannot reasonably be reassigned.',
      ],
    },
    {
      heading: 'Changes to Scope',
      paragraphs: [
        'Either party may request a change to the scope, deliverables or timeline at any time. We will describe the effect of the requested change on fees and schedule in a short written change order. No change takes effect, and no additional fees become payable, until both parties have signed that change order. Until then, we continue the work as originally agreed.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'Each party will keep the other\'s confidential information secret, use it only for the engagement, and share it only with employees and contractors who need it and are bound by similar obligations. Confidential information includes business plans, financial data, customer and employee data, and our methods and tools. The obligation lasts for three years after the engagement ends, and for trade secrets as long as they remain trade secrets.',
        'These obligations do not apply to information that is or becomes public through no fault of the receiving party, that was lawfully known to it beforehand, that it develops independently, or that it must disclose by law, in which case it will give the other party prompt notice where permitted. We never name a client publicly, or describe its engagement, without its written consent.',
      ],
    },
    {
      heading: 'Intellectual Property and Deliverables',
      paragraphs: [
        'Once you have paid in full for them, you own the final deliverables we create specifically for you, such as reports, plans and process documentation, and may use them freely within your organization. We keep ownership of our pre-existing materials, methods, templates, software tools and general know-how, and grant you a perpetual, non-exclusive license to use any of them that are embedded in your deliverables.',
        'We may reuse general skills and experience gained during an engagement, provided we do not disclose your confidential information. Where deliverables include third-party software, data or AI services, those components remain subject to their providers\' license terms, which we will identify to you before they are used in your work.',
      ],
    },
    {
      heading: 'Warranties and Disclaimers',
      paragraphs: [
        'We warrant that our services will be performed with reasonable care and skill, by qualified consultants, in line with generally accepted professional practice. If a deliverable does not meet that standard and you tell us in writing within 30 days of its delivery, we will correct it at no additional charge. That correction is your sole remedy for a breach of this warranty.',
        'Beyond that warranty, and to the extent permitted by law, we make no other warranties, express or implied. Business outcomes depend on markets, on decisions taken by your management and on many factors outside our control, so we do not guarantee any particular financial result, cost saving or growth figure, even where a proposal estimates one.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'Our total liability arising out of or relating to an engagement, whether in contract, tort or otherwise, is capped at the fees you paid to us under that engagement in the preceding 12 months, counted back from the date of the event giving rise to the claim. Neither party is liable to the other for lost profits or for indirect, incidental, consequential or punitive damages.',
        'These limits do not apply to a party\'s liability for fraud, gross negligence or willful misconduct, to breaches of the confidentiality section, to your obligation to pay fees that are due, or to any liability that cannot be limited by law. The fees we charge reflect this allocation of risk, which both parties accept as reasonable.',
      ],
    },
    {
      heading: 'Term and Termination',
      paragraphs: [
        'An engagement runs until project completion or, for retainers, until either party ends it. Either party may terminate an engagement for convenience with 30 days\' written notice, and a retainer may be ended with effect from the end of any calendar month by notice given before that month begins. Either party may terminate immediately if the other commits a material breach and fails to cure it within 15 days of written notice.',
        'On termination you pay for all work performed and expenses incurred up to the termination date, and we deliver the work completed so far. For project-based engagements, the amount due is calculated from the work completed against the milestones, less payments already made; the initial payment is not refundable if the work it covers has been done.',
      ],
    },
    {
      heading: 'Governing Law and Dispute Resolution',
      paragraphs: [
        'These terms and every engagement are governed by the laws of the State of Wyoming, without regard to its conflict-of-laws rules. If a dispute arises, the project sponsors of both parties will first meet and try in good faith to resolve it within 30 days. If they cannot, either party may bring proceedings in the state courts of Natrona County, Wyoming, or the federal courts for the District of Wyoming, which have exclusive jurisdiction.',
      ],
    },
    {
      heading: 'General Provisions',
      paragraphs: [
        'We act as an independent contractor, and nothing in an engagement creates an employment, partnership or agency relationship. Neither party may assign an engagement without the other\'s written consent, except to a successor of its whole business. Neither party is liable for delays caused by events beyond its reasonable control. If any provision is unenforceable, the rest remains in force.',
        'During an engagement and for twelve months after it, neither party will directly solicit for employment any consultant or employee of the other who worked on the engagement, although general job advertisements are allowed. Notices must be in writing and may be sent by e-mail; notices to us go to info@platterivercg.com. We may update these terms, but changes do not affect an engagement already signed.',
      ],
    },
  ],
};
