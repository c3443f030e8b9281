import { GOVERNING_LAW, LIABILITY_CAP_MONTHS, LIABILITY_CAP_USD, REFUND_REVIEW_DAYS, TERMS_LAST_UPDATED } from '@breachwatch/core/schemas/constants';
// The Terms of Service as data: the page renders the numbering, anchors and table of contents.
/** spec §9's date, written out for people ("September 7, 2025"). */
export const TERMS_LAST_UPDATED_TEXT = new Date(`${TERMS_LAST_UPDATED}T00:00:00Z`).toLocaleDateString('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface TermsSection {
  /** Anchor id (/terms#refunds). */
  id: string;
  title: string;
  paragraphs: string[];
}

export const termsSections: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these Terms',
    paragraphs: [
      'These Terms of Service ("Terms") govern your use of this website and its services (the "Service"). By using the Service you agree to these Terms. If you do not agree, please do not use the Service.',
    ],
  },
  {
    id: 'the-service',
    title: 'What the Service does',
    paragraphs: [
      'The Service lets you search records from known data breaches, run a free exposure scan of an email address or domain, view masked previews and a risk assessment, contact our support team, make donations and buy optional paid packages of hands-on help.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who may use the Service',
    paragraphs: [
      'You must be at least 18 years old, or use the Service with the involvement of a parent or guardian. You must be able to form a binding agreement under the law that applies to you.',
    ],
  },
  {
    id: 'accounts',
    title: 'No account required',
    paragraphs: [
      'You do not need an account to search, scan or contact us. Administrator accounts are issued only to our staff; you must not attempt to access the administration area or any account that is not yours.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    paragraphs: [
      'You may use the Service to check information about yourself, or about someone who has asked you to help them. You must not use it to locate, track, harass, impersonate or defraud anyone, to build lists of people or their data, or for any unlawful purpose.',
      'You must not scrape, overload, probe or interfere with the Service, or try to get around its security, masking or rate limits.',
    ],
  },
  {
    id: 'masked-information',
    title: 'Masked information',
    paragraphs: [
      'Public results show masked previews only. We do not disclose full sensitive values (such as Social Security, card or driver\'s license numbers) through the public Service, and we will not do so on request.',
    ],
  },
  {
    id: 'accuracy',
    title: 'Accuracy of results',
    paragraphs: [
      'Results come from breach records and other sources that may be incomplete, out of date or wrong. A result showing no exposure does not mean your information is safe, and a result showing exposure does not mean it has been misused. Risk scores are estimates to help you decide what to do first.',
    ],
  },
  {
    id: 'no-professional-advice',
    title: 'Not legal or financial advice',
    paragraphs: [
      'Our guidance is general information to help you protect yourself. It is not legal, financial, tax or credit advice. For those, please consult a qualified professional or the relevant authority, such as the Federal Trade Commission or the IRS.',
    ],
  },
  {
    id: 'donations',
    title: 'Donations',
    paragraphs: [
      'Donations are voluntary gifts, made in US dollars, with a minimum of 1 US dollar. A donation does not purchase any particular service, and the free scan is available whether or not you donate.',
    ],
  },
  {
    id: 'paid-packages',
    title: 'Paid packages',
    paragraphs: [
      'Hands-on help may be offered as a paid package. We will describe the work and the price before you pay. Work usually starts within 1 to 2 business days after we agree the package. We cannot guarantee the decisions of banks, credit bureaus, government agencies or other third parties.',
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    paragraphs: [
      `You may ask for a refund within ${REFUND_REVIEW_DAYS} days of a payment by contacting support with your payment reference. We review every request received within that window and will refund duplicate or mistaken charges and paid work that was not delivered as agreed. Requests made after ${REFUND_REVIEW_DAYS} days are considered at our discretion.`,
    ],
  },
  {
    id: 'third-parties',
    title: 'Payment providers and third-party sites',
    paragraphs: [
      'Payments are processed by third-party providers such as PayPal under their own terms and privacy policies; we do not receive or store your full card number. Links to other websites (for example IdentityTheft.gov or the credit bureaus) are provided for convenience; we are not responsible for their content.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and data handling',
    paragraphs: [
      'We never ask for your passwords or one-time codes, and we do not sell personal data. Sensitive fields are stored encrypted. We use the information you send us only to provide the Service and to reply to you. You may ask us to delete your messages and other information you have sent us.',
    ],
  },
  {
    id: 'your-content',
    title: 'Your messages, reviews and files',
    paragraphs: [
      'You keep ownership of what you send us. You allow us to use it to provide the Service, and, for reviews you submit for publication, to display them on the Service after moderation. Do not send content that is unlawful, that you have no right to share, or that contains other people\'s personal data without their permission.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Our content',
    paragraphs: [
      'The Service, its design, text and software are owned by us or our licensors and are protected by law. You may print or save pages for your personal, non-commercial use.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    paragraphs: [
      'The Service is provided "as is" and "as available". To the extent permitted by law, we disclaim all warranties, express or implied, including fitness for a particular purpose and non-infringement. We do not promise that the Service will be uninterrupted or error-free, or that it will prevent identity theft.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    paragraphs: [
      `To the extent permitted by law, we are not liable for indirect, incidental, special or consequential losses. Our total liability for any claim relating to the Service is limited to the greater of (a) the payments you made to us in the ${LIABILITY_CAP_MONTHS} months before the claim arose, or (b) USD ${LIABILITY_CAP_USD}.`,
      'Nothing in these Terms limits liability that cannot be limited by law.',
    ],
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    paragraphs: [
      'If you misuse the Service or break these Terms, you agree to cover the reasonable costs and losses that result for us, including reasonable legal fees.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    paragraphs: [
      `These Terms are governed by the laws of the ${GOVERNING_LAW}, United States, without regard to its conflict-of-law rules. Before starting any formal dispute, please contact us so we can try to resolve it informally. Courts located in the ${GOVERNING_LAW} have jurisdiction, unless the law where you live gives you the right to bring a claim there.`,
    ],
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    paragraphs: [
      'We may update these Terms. The date at the top shows when they last changed; material changes will be announced on the Service. Continuing to use the Service after a change means you accept the updated Terms. Questions about these Terms can be sent through the contact page or to the email address shown in the footer.',
    ],
  },
];
