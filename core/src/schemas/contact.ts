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
  /**
   * The upload token of the message this one corrects (the thanks' "Wrong address? Correct it"):
   * the message the token's holder just sent is corrected, not sent twice, while the team has
   * not acted on it.
   */
  correcting: z.string().min(20).max(200).optional(),
  /** Honeypot: humans never see it, so any content means a bot. */
  website: z.string().max(2000).optional(),
  /**
   * The verified owner's consent to tell the team which record they verified (ADR 0298). Only a
   * yes: the record comes from the owner session's cookie on the server, never from the form,
   * and counts only when `email` is the address that session proved.
   */
  shareVerifiedRecord: z.boolean().optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export function isHoneypotFilled(contact: { website?: string | null | undefined }): boolean {
  return (contact.website ?? '').trim() !== '';
}

/**
 * GET /api/contact/owner: the address this browser's verified owner session proved, to fill in
 * the form with, or null (no session, the usual case: still a 200, as ADR 0103 asks).
 */
export const contactOwnerResponseSchema = z.object({
  ok: z.literal(true),
  owner: z.object({ email: z.string() }).nullable(),
});
export type ContactOwner = z.infer<typeof contactOwnerResponseSchema>['owner'];

/** The form's consent box and what it says when the address no longer is the verified one (ADR 0298). */
export const CONTACT_OWNER_COPY = {
  share: 'Tell the team which record I verified',
  shareHint:
    'You proved this address is yours when you opened the link we mailed to it. With this ticked, the team sees that, and which record you verified, so you need not describe it.',
  changed:
    'This is not the address you verified, so the team will not be told which record you verified. Use the verified address to tell them.',
} as const;

/** POST /api/contact response. */
export interface ContactResponse {
  ok: boolean;
  message?: string;
  error?: string;
}
