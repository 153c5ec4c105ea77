import type { LegalDocumentRecord } from '../schemas';

export const privacyPolicy: LegalDocumentRecord = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  summary:
    'This policy explains what personal information our website collects, why, who else handles it and how long it is kept. In short: we store only your e-mail address if you subscribe to our newsletter, and our analytics use no cookies.',
  sections: [
    {
      heading: 'Who We Are and What This Policy Covers',
      paragraphs: [
        'Platte River Consulting is a business consulting firm headquartered in Casper, Wyoming. We are responsible for the personal information collected through our website, and this policy describes how we handle it. It applies to visitors of the site, newsletter subscribers and people who contact us through the embedded form on our contact page.',
        'Information we receive in the course of a consulting engagement is not covered here. That information is governed by the confidentiality terms of the engagement agreement and by our Terms & Conditions. If you have a question about this policy or about your information, write to us at info@platterivercg.com and a member of our team will answer it.',
      ],
    },
    {
      heading: 'Information We Collect',
      paragraphs: [
        'We collect as little as we can. You can read every page of the website without telling us who you are, and the site has no accounts or logins. Personal information reaches us, or a provider working for us, in four ways only: your newsletter subscription, your entries in the contact form, anonymous page-view measurement, and the technical logs that every web server keeps.',
        'We do not buy personal information from data brokers, we do not combine website data with information from social networks, and we do not build advertising profiles. We do not knowingly collect sensitive information, such as health, financial account or government identification details, through the website, and we ask you not to send it through the contact form or by e-mail.',
      ],
    },
    {
      heading: 'Newsletter Subscriptions',
      paragraphs: [
        'When you subscribe to our newsletter, the only information we store is the e-mail address you enter. It is saved in a subscriber list held in a database run for us by a hosted cloud database provider. We do not ask for your name, company or job title when you subscribe, and we do not attach any browsing history to your address.',
        'We use your address only to send you our newsletter and occasional messages about new articles and outlooks we publish. We do not sell it, rent it or share it with other companies for their own marketing. Every newsletter includes an unsubscribe link, and you can also ask us to remove your address at any time by writing to info@platterivercg.com.',
      ],
    },
    {
      heading: 'The Embedded Contact Form',
      paragraphs: [
        'The contact form on our contact page is provided by an independent lead-management service and shown on our site inside an embedded frame. The details you type into it, typically your name, e-mail address, phone number, company and message, are sent directly to that provider, which stores them and passes them to us so that we can reply to your inquiry.',
        'Because the form is loaded from the provider\'s servers, the provider also receives technical information from your browser, such as your IP address and browser type, and its embed script may use its own cookies or similar storage. The provider handles this information under its own privacy notice, which we encourage you to read. We use your inquiry only to respond to you and to discuss a possible engagement.',
      ],
    },
    {
      heading: 'Page-View Analytics Without Cookies',
      paragraphs: [
        'To understand which pages are useful, we measure page views with a privacy-friendly analytics service provided through our website host. It does not set cookies, does not use advertising identifiers and does not follow you across other websites. It records the page viewed, the referring site, the country, and the general type of device and browser, and shows them to us as aggregate counts.',
        'We also record a small number of anonymous events, such as a successful newsletter subscription or a visit to the contact page, so that we can tell whether those pages work. These events carry no name or e-mail address. We cannot use the analytics data to identify you, and we do not attempt to do so.',
      ],
    },
    {
      heading: 'Server Logs and Security Data',
      paragraphs: [
        'Like every website, ours runs on servers that automatically record each request they receive. These logs contain your IP address, the date and time, the page or file requested, the referring address, the status of the response and your browser\'s user-agent string. Our hosting provider keeps them for us so that the site can be operated, debugged and protected.',
        'We use server logs only to keep the website running, to diagnose errors, and to detect and block abuse such as automated attacks or fraudulent newsletter sign-ups. We do not use them for marketing, and we do not combine them with newsletter or contact-form data except where that is needed to investigate a specific security incident.',
      ],
    },
    {
      heading: 'Cookies and Local Storage',
      paragraphs: [
        'Our own pages do not set cookies for tracking or advertising. The website registers a service worker, a small script that stores copies of pages, styles and images in your browser so that the site loads faster and still works on a weak connection. This cache holds website files only, not information about you, and you can clear it at any time through your browser settings.',
        'Third-party content embedded on our pages, in particular the contact form, may set its own cookies when it loads. Those cookies are controlled by the provider concerned, not by us. Most browsers let you block or delete third-party cookies; if you do, the contact form may not work, and you can reach us by e-mail instead.',
      ],
    },
    {
      heading: 'How We Share Information',
      paragraphs: [
        'We do not sell personal information, and we do not share it for cross-context behavioral advertising. We share it only with service providers that help us run the website: our web host and its analytics service, the hosted database that stores newsletter addresses, the e-mail service that delivers the newsletter, and the lead-management provider behind the contact form. Each may use the information only to provide its service.',
        'We may also disclose information where the law requires it, for example in response to a valid subpoena or court order; where it is necessary to protect our rights, our property or the safety of others; or to a buyer or successor if our firm is ever merged, acquired or reorganized, in which case this policy will continue to apply to the information transferred.',
      ],
    },
    {
      heading: 'How Long We Keep Information',
      paragraphs: [
        'We keep your newsletter e-mail address for as long as you remain subscribed. When you unsubscribe, we delete the address from our active list; we may keep a note that it unsubscribed so that we do not add it again by mistake. Contact-form inquiries that do not lead to an engagement are deleted within 24 months of our last exchange with you.',
        'Inquiries that lead to an engagement become part of the client record and are kept for the period stated in the engagement agreement or required for tax and legal purposes. Server logs are kept for no longer than 90 days unless they are needed to investigate a security incident. Aggregate analytics figures contain no personal information and may be kept indefinitely.',
      ],
    },
    {
      heading: 'Your Rights and Choices',
      paragraphs: [
        'Depending on where you live, you may have the right to ask what personal information we hold about you, to receive a copy of it, to have it corrected or deleted, to restrict or object to its use, and to withdraw consent you have given. Residents of several US states, including California, Colorado, Virginia and Connecticut, have rights of this kind under state law.',
        'Visitors in the European Economic Area, the United Kingdom and Switzerland have similar rights under data protection law, and we rely on your consent for the newsletter and on our legitimate interest in answering inquiries and securing the site. You may also complain to your local data protection authority. We will not treat you differently for exercising any of these rights.',
      ],
    },
    {
      heading: 'How to Make a Privacy Request',
      paragraphs: [
        'To exercise any of your rights, e-mail info@platterivercg.com with the subject line "Privacy request" and tell us what you would like us to do. We may ask for information to confirm your identity, such as a reply from the e-mail address in question, before we act. An authorized agent may make a request for you with your signed permission.',
        'We aim to reply to every privacy request within 30 days of receiving it. If a request is complex or we receive a large number of requests, we will tell you within those 30 days why we need more time and when you can expect a full answer. We do not charge a fee for handling reasonable requests.',
      ],
    },
    {
      heading: 'Security and International Transfers',
      paragraphs: [
        'We protect personal information with reasonable technical and organizational measures, including encrypted connections for the whole website, access to subscriber data limited to the members of our team who need it, and service providers that maintain recognized security practices. No method of transmission or storage is completely secure, however, and we cannot guarantee absolute security.',
        'Our firm and most of our service providers are based in the United States, so information you submit will be processed there. Where we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards, such as standard contractual clauses, offered by our providers.',
      ],
    },
    {
      heading: 'Children, Changes and Contact',
      paragraphs: [
        'Our website is intended for business audiences and is not directed to children under 16. We do not knowingly collect personal information from children. If you believe a child has subscribed to our newsletter or sent us information through the contact form, please tell us and we will delete it promptly.',
        'We may update this policy when our website or our providers change. The current version is always posted on this page with its date and version number, and we will point out material changes in the newsletter. For any question about this policy, contact Platte River Consulting at info@platterivercg.com or by post at our headquarters in Casper, Wyoming.',
      ],
    },
  ],
};
