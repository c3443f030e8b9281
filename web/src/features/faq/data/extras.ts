import { RECOVERY_SOURCES } from '@breachwatch/core/recovery/recovery-sources';
import type { FaqCategory } from './types';

export const extras: FaqCategory = {
  id: 'extras',
  title: 'Extra protection',
  summary: 'Further steps for families, for your mail and for everyday scams.',
  questions: [
    {
      id: 'free-credit-reports',
      question: 'How do I get my credit reports for free?',
      answer: [
        'AnnualCreditReport.com is the official site for free reports from Equifax, Experian and TransUnion, available every week. Look for accounts, addresses or credit checks you do not recognize, and dispute anything wrong with the bureau that shows it.',
      ],
      links: [{ label: 'AnnualCreditReport.com', href: RECOVERY_SOURCES.annualCreditReport.url }],
    },
    {
      id: 'protect-a-child',
      question: 'Can I protect my child\'s credit?',
      answer: [
        'Yes. Parents and guardians can place a free credit freeze for a child under 16 at each of the three bureaus. Children rarely need credit, so a freeze costs them nothing and stops anyone using their clean record.',
      ],
    },
    {
      id: 'spot-phishing',
      question: 'How do I spot a scam message after a breach?',
      answer: [
        'Criminals use leaked details to make messages look real. Be wary of any message that:',
        [
          'Is urgent ("your account will be closed today").',
          'Asks you to sign in through a link, or for a code that was just sent to you.',
          'Asks for payment by gift card, wire transfer or cryptocurrency.',
        ],
        'When in doubt, open the company\'s app or type its address yourself instead of using the link.',
      ],
    },
    {
      id: 'protect-your-mail',
      question: 'Should I worry about my postal mail?',
      answer: [
        'Mail can reveal new cards, tax forms and statements. Collect mail promptly, switch to paperless statements where you can, and consider USPS Informed Delivery, which emails you a preview of mail arriving each day. If you suspect someone changed your address, contact your post office.',
      ],
    },
  ],
};
