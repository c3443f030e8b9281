import { EVIDENCE_UPLOAD_MAX_BYTES } from '@breachwatch/core/schemas/constants';
import type { FaqCategory } from './types';

export const evidence: FaqCategory = {
  id: 'evidence',
  title: 'Evidence',
  summary: 'What to keep, what to send us, and what never to send.',
  questions: [
    {
      id: 'what-evidence-to-keep',
      question: 'What evidence should I keep?',
      answer: [
        'Keep a simple record from the start. It makes reports, disputes and insurance claims much easier:',
        [
          'Breach notification letters or emails you received.',
          'Screenshots of suspicious messages, charges or account changes, with the date visible.',
          'Your FTC Identity Theft Report and any police report number.',
          'A short log of who you spoke to, when, and what they said.',
        ],
      ],
    },
    {
      id: 'what-files-can-i-upload',
      question: 'What kind of files can I send you?',
      answer: [
        `Screenshots and photos in PNG, JPG or WEBP format, up to ${EVIDENCE_UPLOAD_MAX_BYTES / 2 ** 20} MB each. If a file is larger, crop it to the part that matters or take a new screenshot.`,
      ],
    },
    {
      id: 'what-not-to-send',
      question: 'Is there anything I should not send?',
      answer: [
        'Please do not send full Social Security numbers, full card numbers, passwords or one-time codes. Cover or blur them before you take a screenshot; the last four digits are all we ever need.',
      ],
    },
  ],
};
