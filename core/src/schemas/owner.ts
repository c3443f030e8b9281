// The verified self-view (issue 13 §2): a visitor picks one of a record's email addresses
// (shown as the policy's hint mask), gets a one-time link there, and following it opens a
// short owner session for that record.

import { z } from 'zod';

/**
 * A mailed link works once, for this long: as long as an address's sending window (ADR 0197),
 * so whenever that limit holds a request back, the links it counted still work.
 */
export const OWNER_LINK_TTL_MINUTES = 60;
/** A verified session lasts this long from the moment the link is used. */
export const OWNER_SESSION_MINUTES = 30;

/**
 * An address whose inbox (any spelling of it, ADR 0287) is in more records than this is a shared
 * mailbox (a company's HR or info address; a family's one address is two or three): whoever reads
 * it could prove to be every one of those people, so a link to it proves nothing about one of
 * them and is not offered (ADR 0284).
 */
export const OWNER_SHARED_ADDRESS_RECORDS = 3;

export const OWNER_MESSAGES = {
  mailUnavailable:
    'Email verification is not available on this server: it has no mail server set up, so we cannot send you a link. Use the contact form and a person will help you instead.',
  noPublicAddress:
    'Email verification is not available on this server: it has no public web address set up for the links we would send. Use the contact form and a person will help you instead.',
  noEmail:
    'This record has no email address, so we cannot send a link to prove it is yours. Use the contact form: a person will check with you and help.',
  onlySharedEmail:
    "This record's email address is also in many other people's records (a shared mailbox, such as a company's HR or info address), so a link sent there cannot prove the record is yours. Use the contact form: a person will check with you and help.",
  sent: `We sent a link to the address you chose. It works once, for ${OWNER_LINK_TTL_MINUTES} minutes. If it has not arrived in a few minutes, check your spam folder. If you find several, any one from the last ${OWNER_LINK_TTL_MINUTES} minutes works.`,
  chooseAddress: 'Choose one of the addresses shown.',
  linkInvalid: `This link has expired or has already been used. Each link works once, for ${OWNER_LINK_TTL_MINUTES} minutes. You can ask for a new one on the report page.`,
  /**
   * /verify opened without the code after "#": some mail apps cut it off, a copied link can lose
   * it, and a reload after a failed try has none left. "Expired or used" would be wrong for the
   * first two, so say what the page needs.
   */
  linkIncomplete: `This page opened without the code at the end of the link we emailed you. Some email apps cut it off: open the link from the email again, or copy the whole link into the address bar. Each link works once, for ${OWNER_LINK_TTL_MINUTES} minutes; you can ask for a new one on the report page.`,
  sessionEnded: 'Your verified session has ended. Verify your email again to see your full report.',
} as const;

export const ownerOptionsResponseSchema = z.object({
  ok: z.literal(true),
  /** Whether we can mail a link from this server, and why not. */
  mail: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  /** The record's addresses as the policy lets a stranger see them ("m***@gmail.com"). */
  addresses: z.array(z.object({ id: z.string(), hint: z.string() })),
  /** The record's addresses left out as shared mailboxes (OWNER_SHARED_ADDRESS_RECORDS). */
  sharedAddresses: z.number().int().min(0),
});
export type OwnerOptions = z.infer<typeof ownerOptionsResponseSchema>;

export const ownerLinkRequestSchema = z.object({
  recordId: z.string().trim().min(1).max(200),
  addressId: z.string().trim().min(1, OWNER_MESSAGES.chooseAddress).max(64),
});
export type OwnerLinkRequest = z.infer<typeof ownerLinkRequestSchema>;

export const ownerLinkResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  expiresInMinutes: z.number().int(),
});

export const ownerSessionRequestSchema = z.object({
  token: z.string().trim().min(20, OWNER_MESSAGES.linkInvalid).max(200, OWNER_MESSAGES.linkInvalid),
});

/** POST /api/owner/sessions and GET /api/owner/session. */
export const ownerSessionResponseSchema = z.object({
  ok: z.literal(true),
  recordId: z.string(),
  /** ISO timestamp */
  expiresAt: z.string(),
});
export type OwnerSession = z.infer<typeof ownerSessionResponseSchema>;

/**
 * GET /api/owner/session/status: the same question as GET /api/owner/session, answered 200
 * whether or not a session exists (ADR 0103). Pages ask it for every visitor; a 401 there
 * would be an error in every stranger's browser console.
 */
export const ownerSessionStatusResponseSchema = z.object({
  ok: z.literal(true),
  session: z.object({ recordId: z.string(), expiresAt: z.string() }).nullable(),
});
export type OwnerSessionStatus = z.infer<typeof ownerSessionStatusResponseSchema>;
