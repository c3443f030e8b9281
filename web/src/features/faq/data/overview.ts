import type { FaqCategory } from './types';

export const overview: FaqCategory = {
  id: 'overview',
  title: 'Getting started',
  summary: 'What the service does, what it costs and how to read your results.',
  questions: [
    {
      id: 'what-does-this-service-do',
      question: 'What does this service do?',
      answer: [
        'We help you find out whether your personal information (your name, email, phone number, address, date of birth or Social Security number) has appeared in a known data breach, and what to do about it.',
        'You can search our breach records, run a free exposure scan of an email address or a domain, and contact a real person for help with recovery.',
      ],
      links: [{ label: 'Run a free check', href: '/breach-check' }],
    },
    {
      id: 'is-the-scan-free',
      question: 'Is the scan really free?',
      answer: [
        'Yes. Searching the records and running an exposure scan are free, with no trial period and no card needed.',
        'Hands-on help from our team (investigation, setting up protections, follow-up) is offered by donation or as a paid package. We always tell you what it costs before any work starts, and you are never obliged to buy anything.',
      ],
    },
    {
      id: 'do-i-need-an-account',
      question: 'Do I need to create an account?',
      answer: [
        'No. You can search, scan, read your results and contact us without signing up. We only ask for an email address when you want us to reply to you.',
      ],
    },
    {
      id: 'how-the-exposure-scan-scores-risk',
      question: 'How does the exposure scan score my risk?',
      answer: [
        'The scan gives two things. First a risk level, in the same words every record page uses (low, medium or high), scored by the same rule as a record: Social Security number or another country’s national ID 40; bank account details, a password or security answer, and address 20 each; date of birth, phone and email 10 each; 60 or more is high, 30 or more medium. If the scan found one record, its level is that record’s own level, the one its Exposure Report shows. If it found more, they are rated on everything they hold together. Each row of the table has its own level the same way. Critical is used only for a whole scan: it means two or more separate leaks each hold enough to open accounts or pass identity checks in your name.',
        'Second an address score from 0 to 100, which adds up how much was found across every source. Each kind of information adds its points once, however often it appears:',
        [
          'Social Security number: 40 points.',
          'Payment card, driver license or other government ID: 25 points each.',
          'Password, bank or financial account details, home address: 20 points each.',
          'Date of birth, phone number, email address, benefits or health details: 10 points each; employment details: 5.',
          'Each source beyond the first adds 5 points (up to 15). For a domain, 10 or more exposed people add 5, 100 or more add 10, 1,000 or more add 15.',
        ],
        'The address score does not set the level: a card or license adds points to it without raising a record’s level, and the suggested steps still cover them. Breaches labelled fabricated are shown but not counted. The suggested actions under your result are chosen for what leaked and listed with the most important first.',
      ],
    },
    {
      id: 'what-the-person-risk-score-means',
      question: 'What does the risk score on a person record mean?',
      answer: [
        'When a record about a person is found, we add up points for each kind of information it contains:',
        [
          "Social Security number, or another country's national ID or passport number: 40 points",
          'Bank account details (an account or routing number): 20 points',
          'Password or security answer (a password hash too): 20 points',
          'Home address: 20 points',
          'Date of birth: 10 points',
          'Phone number: 10 points',
          'Email address: 10 points',
        ],
        'A total of 60 or more is high risk, 30 to 59 is medium, and anything below 30 is low. For example, a record with an SSN and an address scores 60 (high); one with a phone number and an email address scores 20 (low).',
        'A low score does not mean you should ignore it. It means the steps you need are simpler.',
      ],
    },
  ],
};
