import { SUPPORT_REPLY_HOURS } from '@breachwatch/core/schemas/constants';
import { RECOVERY_SOURCES } from '@breachwatch/core/recovery/recovery-sources';
import type { FaqCategory } from './types';

export const timelines: FaqCategory = {
  id: 'timelines',
  title: 'Timelines',
  summary: 'How long things take, from our first reply to full recovery.',
  questions: [
    {
      id: 'how-fast-do-you-reply',
      question: 'How quickly will you reply to me?',
      answer: [
        `We reply within ${SUPPORT_REPLY_HOURS} hours, and always within one business day. Messages sent on a weekend or holiday are answered on the next business day.`,
        'If money is leaving your account right now, call your bank first; do not wait for us.',
      ],
    },
    {
      id: 'when-does-help-start',
      question: 'When does hands-on help start?',
      answer: [
        'Once we have agreed what you need, hands-on help starts within 1 to 2 business days. We will tell you who is working with you and what happens first.',
      ],
    },
    {
      id: 'how-long-does-recovery-take',
      question: 'How long does recovery usually take?',
      answer: [
        'Freezes, fraud alerts and password changes take effect the same day. Disputes with banks and credit bureaus take longer: bureaus generally have 30 days to investigate a dispute, and clearing fraudulent accounts can take a few months.',
        'We stay in touch while you wait, so you always know what is pending and what to do next.',
      ],
    },
    {
      id: 'how-long-to-monitor-credit',
      question: 'How long should I keep watching my credit?',
      answer: [
        'Use credit monitoring for at least 90 days after you learn of a leak, and keep your credit frozen. If your Social Security number was exposed, keep checking for longer, because it never changes.',
        'You can get free credit reports from all three bureaus every week at AnnualCreditReport.com.',
      ],
      links: [{ label: 'AnnualCreditReport.com', href: RECOVERY_SOURCES.annualCreditReport.url }],
    },
  ],
};
