import { GOVERNING_LAW, LIABILITY_CAP_MONTHS, LIABILITY_CAP_USD, REFUND_REVIEW_DAYS } from '@breachwatch/core/schemas/constants';
import type { FaqCategory } from './types';

export const policies: FaqCategory = {
  id: 'policies',
  title: 'Policies',
  summary: 'The short version of our terms. The Terms of Service are the full version.',
  questions: [
    {
      id: 'where-are-the-terms',
      question: 'Where can I read the full terms?',
      answer: ['Our Terms of Service explain your rights and ours in 20 short sections, in plain language where we can.'],
      links: [{ label: 'Terms of Service', href: '/terms' }],
    },
    {
      id: 'refund-policy',
      question: 'What is your refund policy?',
      answer: [
        `Ask within ${REFUND_REVIEW_DAYS} days of a payment and we will review it. We refund mistaken and duplicate charges, and paid packages that were not delivered as agreed.`,
      ],
    },
    {
      id: 'liability',
      question: 'What are you responsible for?',
      answer: [
        `We do our best to give accurate results and good advice, but no service can promise that identity theft will never happen. Our liability is limited to the payments you made to us in the previous ${LIABILITY_CAP_MONTHS} months, or ${LIABILITY_CAP_USD} US dollars, whichever is greater.`,
      ],
    },
    {
      id: 'governing-law',
      question: 'Which law applies?',
      answer: [`Our terms are governed by the laws of the ${GOVERNING_LAW}, United States.`],
    },
  ],
};
