import { DOMAIN_PEOPLE_COUNTED } from '@breachwatch/core/scan/domain-disclosure';
import type { FaqCategory } from './types';

export const coverage: FaqCategory = {
  id: 'coverage',
  title: 'What we cover',
  summary: 'What the search and scan can and cannot tell you.',
  questions: [
    {
      id: 'what-can-i-search',
      question: 'What can I search for?',
      answer: [
        'In the records search you can enter a name, phone number, email address or street address (at least 3 characters). The exposure scan checks an email address, a domain, or both.',
      ],
      links: [{ label: 'Open the breach check', href: '/breach-check' }],
    },
    {
      id: 'nothing-found',
      question: 'If nothing is found, am I safe?',
      answer: [
        'It is good news, but not a guarantee. No service knows about every breach, and new ones are found all the time. Good habits protect you either way: a credit freeze, unique passwords and multi-factor authentication.',
      ],
    },
    {
      id: 'check-a-business-domain',
      question: 'Can I check my business or organization?',
      answer: [
        'Yes. Enter your domain (for example example.com) in the exposure scan to see roughly how many people at it are in our records, added up across all our sources, and which kinds of their data leaked, along with any public breach of your own site. If staff details turn up, our team can help you plan next steps.',
        'So that no figure can point to one person, we give figures for a domain only when at least 10 people at it are in our records, and name a kind of data only when at least 10 of them have it. The figures are ranges, such as 100 to 249 people, so that comparing two scans does not tell who was added. For one person, scan their email address instead.',
        `For a domain with more than ${DOMAIN_PEOPLE_COUNTED.toLocaleString('en-US')} people in our records, a scan counts some ${DOMAIN_PEOPLE_COUNTED.toLocaleString('en-US')} of them, and each figure is given as a lower bound, such as ${DOMAIN_PEOPLE_COUNTED.toLocaleString('en-US')} or more.`,
      ],
    },
    {
      id: 'check-for-someone-else',
      question: 'Can I check on behalf of someone else?',
      answer: [
        'You can help a family member or someone who has asked you to, such as an elderly parent. Please only search for people who know you are doing it and want your help.',
      ],
    },
  ],
};
