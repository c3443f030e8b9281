/** One block of an answer: a paragraph, or a bulleted list when the value is an array. */
export type FaqBlock = string | string[];

export interface FaqLink {
  label: string;
  /** Internal paths start with "/" and use the router; anything else opens in a new tab. */
  href: string;
}

export interface FaqQuestion {
  /** Anchor id, unique across the whole FAQ (used in /faq#id links). */
  id: string;
  question: string;
  answer: FaqBlock[];
  links?: FaqLink[];
}

export const FAQ_CATEGORY_IDS = [
  'overview',
  'remediation',
  'privacy',
  'donations',
  'timelines',
  'evidence',
  'coverage',
  'support',
  'extras',
  'policies',
] as const;
export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];

export interface FaqCategory {
  /** Also the section's anchor id (/faq#remediation). */
  id: FaqCategoryId;
  title: string;
  /** One line under the category heading. */
  summary: string;
  questions: FaqQuestion[];
}
