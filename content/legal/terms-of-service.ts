import type { LegalDocumentRecord } from '../schemas';

export const termsOfService: LegalDocumentRecord = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  summary:
    'These terms govern your use of the Platte River Consulting website, including its articles, newsletter and embedded contact form. Consulting engagements are covered separately by our Terms & Conditions.',
  sections: [
    {
      heading: 'Acceptance of These Terms',
      paragraphs: [
        "These Terms of Service form an agreement between you and Platte River Consulting (\"Platte River Consulting\", \"we\", \"us\" or \"our\"), a business consulting firm headquartered in Casper, Wyoming. They apply to every page of our website and to any feature offered on it. By visiting, reading or using the site you accept these terms. If you do not accept them, please do not use the site.",
        "If you use the website on behalf of a company or other organization, you confirm that you have authority to accept these terms for that organization, and \"you\" then includes it. Work we perform for clients is not governed by this document. Consulting engagements are covered by our Terms & Conditions and by the written agreement signed for each engagement, which take precedence over these terms on any matter they address.",
      ],
    },
    {
      heading: 'What the Website Offers',
      paragraphs: [
        'The website describes our consulting services, the industries we work with and our published outlooks on business trends. It also lets you subscribe to our newsletter and reach us through an embedded contact form. The site has no user accounts, no login and no online purchasing. You can read everything on it without giving us any personal information.',
        'We may change, suspend or withdraw any part of the website at any time and without notice, for example to update service descriptions, retire older articles or carry out maintenance. We do not promise that the site, or any page or feature on it, will be available at any particular time or for any particular period, and we are not responsible if it is unavailable.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: [
        'You may use the website for lawful purposes only: to learn about our firm, read our content, subscribe to our newsletter and contact us about a possible engagement. You agree not to use the site in any way that breaks a law or regulation, infringes the rights of others, or interferes with anyone else using it.',
        'In particular, you agree not to probe, scan or test the site for vulnerabilities without our written permission; not to attempt to gain access to our servers, databases or systems; not to submit false, misleading or automated entries through the newsletter box or contact form; not to copy the site in bulk with scrapers or crawlers beyond ordinary search-engine indexing; and not to upload or transmit malicious code of any kind.',
      ],
    },
    {
      heading: 'Website Content and Intellectual Property',
      paragraphs: [
        'The text, articles, graphics, illustrations, logos, page designs and other material on the website are owned by Platte River Consulting or used under license, and are protected by United States and international copyright, trademark and other laws. The name Platte River Consulting and our logo are our trademarks. Nothing on the site grants you a license to use them without our prior written consent.',
        'You may view the site and print or save single pages for your own internal, non-commercial reference, provided you keep every copyright notice intact. You may quote short passages from our articles with clear attribution and a reference to our website. Any other reproduction, distribution, modification, republication or commercial use of our content requires our written permission, which you can request at info@platterivercg.com.',
      ],
    },
    {
      heading: 'Articles and General Information',
      paragraphs: [
        'Our insights, industry pages and service descriptions are general information about business topics. They reflect our views at the time of writing, and forecasts about 2025 and later years are opinions, not predictions we guarantee. Markets, technologies and regulations change, and an article may no longer be current when you read it.',
        'Nothing on the website is professional advice for your specific circumstances, and reading it does not create a consulting, advisory or other professional relationship between you and us. Before acting on anything you read here, consider your own situation and seek advice from a qualified adviser. Legal, tax, accounting and investment questions should go to professionals licensed in those fields.',
      ],
    },
    {
      heading: 'Newsletter',
      paragraphs: [
        'You may subscribe to our newsletter by entering your e-mail address in a subscribe box on the website. You confirm that the address is yours or that you are authorized to use it. We use it only to send you our newsletter and occasional notices about our published content, as explained in our Privacy Policy.',
        'You can unsubscribe at any time by using the unsubscribe link in any newsletter or by writing to info@platterivercg.com. We may stop publishing the newsletter, change its frequency or content, or decline or remove a subscription at our discretion, for example if an address bounces repeatedly or appears to have been entered by an automated program.',
      ],
    },
    {
      heading: 'Embedded Contact Form and Third-Party Services',
      paragraphs: [
        'The contact form on our contact page is hosted by an independent lead-management provider and displayed on our site in an embedded frame. When you complete it, your entries go to that provider, which stores and forwards them to us. Your use of the form is also subject to the provider\'s own terms and privacy notice, and we are not responsible for the availability or operation of its service.',
        'The website also relies on other third-party services, such as web hosting and page-view analytics. We choose these providers with care, but we do not control them and cannot guarantee that they will always work as intended. Please do not send confidential business information through the contact form; we will arrange a suitable channel once we have spoken with you.',
      ],
    },
    {
      heading: 'Links to Other Websites',
      paragraphs: [
        'The website may contain links to websites, social networks and resources operated by others. We provide these links for convenience only. We do not control those sites, we do not endorse them or their content, and we are not responsible for their accuracy, availability, security or privacy practices. Your use of any linked site is governed by that site\'s own terms.',
        'You may link to our home page or to an individual article from your own website, provided that you do so fairly and lawfully, that the link does not suggest any partnership, approval or endorsement on our part that does not exist, and that our pages are not displayed inside a frame on another site.',
      ],
    },
    {
      heading: 'Disclaimers',
      paragraphs: [
        'The website and everything on it are provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including implied warranties of merchantability, fitness for a particular purpose, title, non-infringement and accuracy. We do not warrant that the site will be uninterrupted, error-free, secure, or free of viruses or other harmful components.',
        'Examples and client results described on the site come from specific engagements with specific starting points. They show what was achieved in those cases and do not promise that any other organization will achieve the same outcome. Some jurisdictions do not allow certain warranties to be excluded, so parts of this section may not apply to you.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, Platte River Consulting and its owners, consultants and contractors will not be liable for any indirect, incidental, special, consequential, exemplary or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or in connection with your use of, or inability to use, the website, even if we were told such damages were possible.',
        'Our total liability for all claims arising out of or relating to the website is capped at the fees you paid to Platte River Consulting in the 12 months preceding the event giving rise to the claim. Because the website itself is free of charge, a visitor who has paid us no fees in that period cannot recover money damages from us for use of the site, except where applicable law does not permit such a limit.',
      ],
    },
    {
      heading: 'Indemnification',
      paragraphs: [
        'You agree to defend, indemnify and hold harmless Platte River Consulting and its owners, consultants and contractors from any claim, demand, loss, liability, cost or expense, including reasonable attorneys\' fees, that arises from your breach of these terms, your misuse of the website, or your violation of any law or of the rights of a third party.',
      ],
    },
    {
      heading: 'Governing Law and Disputes',
      paragraphs: [
        'These terms and any dispute arising out of or relating to them or to the website are governed by the laws of the State of Wyoming, without regard to its conflict-of-laws rules. You and we agree that the state courts located in Natrona County, Wyoming, and the federal courts for the District of Wyoming have exclusive jurisdiction over any such dispute, and both of us consent to their personal jurisdiction.',
        'Before starting formal proceedings, we ask that you write to us at info@platterivercg.com and describe the problem, so that we have a chance to resolve it informally within a reasonable time. Any claim relating to the website must be brought within one year after it arose, unless applicable law requires a longer period.',
      ],
    },
    {
      heading: 'Changes, Severability and Contact',
      paragraphs: [
        'We may revise these terms from time to time. The revised version takes effect when it is posted on this page with a new date and version number, and your continued use of the website after that means you accept it. If any provision is found unenforceable, it will be limited to the minimum extent necessary and the remaining provisions stay in full force.',
        'Our failure to enforce any provision is not a waiver of our right to do so later. These terms, together with our Privacy Policy, are the entire agreement between you and us about the website. Questions about these terms can be sent to info@platterivercg.com or by post to our headquarters in Casper, Wyoming, at the address shown on our contact page.',
      ],
    },
  ],
};
