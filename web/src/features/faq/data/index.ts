import { coverage } from './coverage';
import { donations } from './donations';
import { evidence } from './evidence';
import { extras } from './extras';
import { overview } from './overview';
import { policies } from './policies';
import { privacy } from './privacy';
import { remediation } from './remediation';
import { support } from './support';
import { timelines } from './timelines';
import type { FaqCategory } from './types';

export type { FaqBlock, FaqCategory, FaqCategoryId, FaqLink, FaqQuestion } from './types';

/** All FAQ categories in page order (spec §2). */
export const faqCategories: FaqCategory[] = [
  overview,
  remediation,
  privacy,
  donations,
  timelines,
  evidence,
  coverage,
  support,
  extras,
  policies,
];
