// A short, self-contained set of questions for the Home page. The full list lives on /faq;
// features do not import each other, so these few are kept here.
export interface HomeFaqItem {
  id: string;
  question: string;
  answer: string;
}

export const homeFaq: HomeFaqItem[] = [
  {
    id: 'home-faq-free',
    question: 'Is the check really free?',
    answer:
      'Yes. Searching our records and running an exposure scan cost nothing and need no account. Hands-on help from our team is available by donation or as a paid package, and we always tell you the price first.',
  },
  {
    id: 'home-faq-passwords',
    question: 'Will you ask for my passwords or one-time codes?',
    answer:
      'Never. No one from our team will ask for a password, a PIN or a one-time code by phone, email or chat. If someone does, it is a scam: hang up and contact us directly.',
  },
  {
    id: 'home-faq-masked',
    question: 'Why do I only see part of my information?',
    answer:
      'We show masked previews only, for example ***-**-1234 for a Social Security number, so that our site never becomes another place your data can leak from.',
  },
  {
    id: 'home-faq-first-step',
    question: 'My data leaked. What should I do first?',
    answer:
      'If your Social Security number leaked, or your date of birth with your address or phone number, freeze your credit at Equifax, Experian and TransUnion (it is free). Change any leaked password, and turn on two-step sign-in for your email and bank. Your Exposure Report and recovery plan list the steps for what leaked about you; our FAQ walks through each one, and our team can do it with you.',
  },
  {
    id: 'home-faq-reply',
    question: 'How quickly will someone get back to me?',
    answer:
      'We reply within 24 hours, and always within one business day. When you ask for hands-on help, work starts within 1 to 2 business days.',
  },
];
