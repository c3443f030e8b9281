import type { FaqCategory } from './types';

export const privacy: FaqCategory = {
  id: 'privacy',
  title: 'Privacy & safety',
  summary: 'How we protect what you share with us, and what we will never ask for.',
  questions: [
    {
      id: 'do-you-ask-for-passwords',
      question: 'Will you ever ask for my passwords or one-time codes?',
      answer: [
        'Never. We do not need them to help you, and no one from our team will ask for a password, a PIN, a one-time code or remote access to your computer, by phone, email, text or chat.',
        'If anyone claiming to be us asks for one, it is a scam. Stop replying, and contact us through the details on this website.',
      ],
    },
    {
      id: 'what-are-masked-previews',
      question: 'Why are my results only partly shown?',
      answer: [
        'We show masked previews only. Anyone who searches sees enough to recognize a person (name, birth year, city), an email address as j***@gmail.com, and which kinds of data leaked, but no digits of a Social Security, phone or card number. After you prove that an email address in the record is yours, you see more of your own record, still masked: a Social Security number as ***-**-1234. That is enough for you to recognize your own information, but not enough for a stranger to misuse it.',
        'Full values never leave our servers on the public site, so this website cannot become another place your data leaks from.',
      ],
    },
    {
      id: 'do-you-sell-data',
      question: 'Do you sell or share my data?',
      answer: [
        'No. We do not sell personal data, and we do not share it with advertisers or data brokers. We only share what is needed to do what you ask, for example with the payment provider when you donate.',
      ],
    },
    {
      id: 'how-is-data-stored',
      question: 'How is my data stored?',
      answer: [
        'Sensitive details such as Social Security numbers, dates of birth, driver\'s license and card numbers are stored encrypted (AES-256). Only members of our small team can sign in to see full records, and each sign-in is checked.',
        'Card payments are handled by our payment provider: we never see or store your full card number.',
      ],
    },
    {
      id: 'delete-my-data',
      question: 'Can I ask you to delete my information?',
      answer: [
        'Yes. Contact support and tell us what you would like removed, for example your messages to us or a record about you. We will confirm when it is done.',
      ],
      links: [{ label: 'Contact support', href: '/contact' }],
    },
  ],
};
