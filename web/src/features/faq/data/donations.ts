import { REFUND_REVIEW_DAYS } from '@breachwatch/core/schemas/constants';
import type { FaqCategory } from './types';

export const donations: FaqCategory = {
  id: 'donations',
  title: 'Donations & payments',
  summary: 'How the service is funded, and what you pay for.',
  questions: [
    {
      id: 'why-donations',
      question: 'Why do you ask for donations?',
      answer: [
        'Donations pay for the people who answer messages and for keeping the free scan free. Giving is entirely optional: the scan and your results are the same whether you donate or not.',
      ],
      links: [{ label: 'Donate', href: '/donate' }],
    },
    {
      id: 'donation-or-package',
      question: 'What is the difference between a donation and a paid package?',
      answer: [
        'A donation is a gift of any amount from 1 US dollar (suggested amounts are 5, 15, 25 and 50 dollars). It does not buy a particular service.',
        'A paid package is hands-on help from our team for your case, at a price we agree with you in writing before any work starts. The scan itself is always free.',
      ],
    },
    {
      id: 'how-to-pay',
      question: 'How can I pay, and is it safe?',
      answer: [
        'You can pay by card or PayPal through PayPal\'s secure checkout. Your card details go straight to PayPal; we never see or store them. All amounts are in US dollars.',
        'After a successful payment you see a thank-you page with a reference number. Keep it in case you need to contact us about the payment.',
      ],
    },
    {
      id: 'refunds',
      question: 'Can I get a refund?',
      answer: [
        `If you were charged by mistake, paid twice, or a paid package did not go as agreed, contact us within ${REFUND_REVIEW_DAYS} days of the payment with your reference number. We review every request within that window and explain our decision.`,
      ],
      links: [{ label: 'Read the refund terms', href: '/terms#refunds' }],
    },
  ],
};
