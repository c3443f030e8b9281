// Contact form (spec §3, §5). The honeypot "website" is accepted here and judged by the caller:
// a filled honeypot must look like success to the bot, which a validation error would not.

import { z } from 'zod';
import { emptyToUndefined } from './common.ts';
import { DEFAULT_CONTACT_SUBJECT } from './constants.ts';
import { EMAIL_MAX, isInternationalEmailAddress } from './formats.ts';
import { MESSAGES } from './messages.ts';
import { HIDDEN_FORMATTING_MESSAGE, hasVisibleText, readsAsWritten, typedText } from './visible-text.ts';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

const m = MESSAGES.contact;

export const contactSchema = z.object({
  name: typedText(m.name, CONTACT_NAME_MAX, m.nameTooLong),
  email: z.string({ error: m.email }).trim().max(EMAIL_MAX, m.emailTooLong).refine(isInternationalEmailAddress, m.email),
  // A subject that shows nothing is treated as left blank, as whitespace already was, so the
  // thread gets the default subject rather than an empty-looking one.
  subject: z.preprocess(
    (v) => (typeof v === 'string' && !hasVisibleText(v) ? undefined : emptyToUndefined(v)),
    z
      .string()
      .max(CONTACT_SUBJECT_MAX, m.subjectTooLong)
      .refine(readsAsWritten, HIDDEN_FORMATTING_MESSAGE)
      .default(DEFAULT_CONTACT_SUBJECT),
  ),
  message: typedText(m.message, CONTACT_MESSAGE_MAX, m.messageTooLong),
  /** Honeypot: humans never see it, so any content means a bot. */
  website: z.string().max(2000).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export function isHoneypotFilled(contact: { website?: string | null | undefined }): boolean {
  return (contact.website ?? '').trim() !== '';
}

/** POST /api/contact response. */
export interface ContactResponse {
  ok: boolean;
  message?: string;
  error?: string;
}
