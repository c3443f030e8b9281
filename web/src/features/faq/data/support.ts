import { SUPPORT_REPLY_HOURS } from '@breachwatch/core/schemas/constants';
import { siteConfig } from '../../../lib/site-config';
import type { FaqCategory } from './types';

export const support: FaqCategory = {
  id: 'support',
  title: 'Contacting us',
  summary: 'How to reach a real person, and how to spot someone pretending to be us.',
  questions: [
    {
      id: 'how-to-contact-support',
      question: 'How do I contact support?',
      answer: [
        `Use the contact form, or write to ${siteConfig.contactEmail}${siteConfig.contactPhone ? ` or call ${siteConfig.contactPhone}` : ''}. Tell us briefly what happened; you do not need to have everything figured out.`,
        `We reply within ${SUPPORT_REPLY_HOURS} hours, and always within one business day.`,
      ],
      links: [{ label: 'Contact support', href: '/contact' }],
    },
    {
      id: 'how-to-report-an-incident',
      question: 'How do I report an incident?',
      answer: [
        'Use "Report an Incident" in the menu. It opens the contact form with the incident subject already chosen. Tell us what happened, when you noticed it, and which accounts are affected.',
        'If money is being taken right now, call your bank or card issuer first, then tell us.',
      ],
      links: [{ label: 'Report an incident', href: '/contact?subject=incident' }],
    },
    {
      id: 'someone-called-claiming-to-be-you',
      question: 'Someone contacted me saying they are from your team. Is it real?',
      answer: [
        'We only contact you after you have written to us, and only to the email address or phone number you gave us. We will never ask for passwords, one-time codes, gift cards, cryptocurrency or remote access.',
        'If you are unsure, hang up or stop replying, and contact us yourself using the details on this website.',
      ],
    },
  ],
};
