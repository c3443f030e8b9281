// Breach alerts (issue 18): anyone who proves an address by a one-time link, or the verified
// owner of a record, can ask to be mailed when a new import contains that address. Every answer
// is the same whether or not the address is subscribed or appears in our data.

import { z } from 'zod';
import { EMAIL_MAX, isInternationalEmailAddress } from './formats.ts';
import { MESSAGES } from './messages.ts';

const m = MESSAGES.contact;

/**
 * A confirmation link works once, for this long: as long as an address's sending window (ADR
 * 0197), so whenever that limit holds a request back, the links it counted still work.
 */
export const ALERT_LINK_TTL_MINUTES = 60;

export const ALERT_MESSAGES = {
  linkSent: `If this address can receive mail, a link to confirm alerts is on its way. It works once, for ${ALERT_LINK_TTL_MINUTES} minutes. Nothing changes until you open it.`,
  confirmed:
    'Alerts are on: we will email this address when a new breach we import contains it. Every alert has a one-click unsubscribe link.',
  /**
   * The verified owner's answer. Their view lists every address of the record, so "this address"
   * did not say which one; it names the verified one, masked as that view shows it.
   */
  ownerConfirmed: (maskedAddress: string) =>
    `Alerts are on: we will email ${maskedAddress}, the address you verified, when a new breach we import contains it. Every alert has a one-click unsubscribe link.`,
  /** The verified owner stopped alerts from their view: nothing of the address is kept for alerts. */
  ownerStopped: (maskedAddress: string) =>
    `Alerts are off: we will not email ${maskedAddress} about new breaches. You can turn them on again here while your view is open.`,
  /** Also what a second opening of a link that worked says: a link used once is spent. */
  linkInvalid: `This link has expired or has already been used. If you opened this link before, your alerts are already on and there is nothing more to do. Each link works once, for ${ALERT_LINK_TTL_MINUTES} minutes: otherwise, ask for a new one on the alerts page.`,
  /** The confirm page opened without the code after "#" (cut off by a mail app, or lost when copied). */
  linkIncomplete: `This page opened without the code at the end of the link we emailed you. Some email apps cut it off: open the link from the email again, or copy the whole link into the address bar. Each link works once, for ${ALERT_LINK_TTL_MINUTES} minutes; you can ask for a new one on the alerts page.`,
  unsubscribed: 'This address will get no more breach alerts from us.',
  /** Before the click: what the button will do (nothing has happened yet; closing the page keeps the alerts). */
  unsubscribeIntro: 'Click Unsubscribe to stop breach alerts to this address. We then delete the address from our alert list.',
  /** The page opened without the link's two parts (a link cut short when copied). */
  unsubscribeLinkIncomplete:
    'This unsubscribe link is incomplete. Use the Unsubscribe link in the newest alert email from us, or write to us and we will stop the alerts.',
  unavailable:
    'Breach alerts are not available on this server: it has no mail server or public web address set up. Use the contact form and a person will help you instead.',
} as const;

export const alertSubscribeRequestSchema = z.object({
  email: z.string({ error: m.email }).trim().max(EMAIL_MAX, m.emailTooLong).refine(isInternationalEmailAddress, m.email),
});
export type AlertSubscribeRequest = z.infer<typeof alertSubscribeRequestSchema>;

export const alertConfirmRequestSchema = z.object({
  token: z.string().trim().min(20, ALERT_MESSAGES.linkInvalid).max(200, ALERT_MESSAGES.linkInvalid),
});

/** The one-click unsubscribe: the subscription's id and its keyed tag, both from the mail's link. */
export const alertUnsubscribeQuerySchema = z.object({
  s: z.string().trim().min(1).max(64),
  t: z.string().trim().min(1).max(64),
});

export const alertMessageResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type AlertMessageResponse = z.infer<typeof alertMessageResponseSchema>;

/**
 * GET /api/owner/alerts: whether breach alerts are on for the address the verified owner's
 * session proved, named masked as their view shows it. Only that session is told (a 401 for
 * anyone else), so no one learns whether some address subscribes. DELETE stops them.
 */
export const ownerAlertStatusSchema = z.object({ ok: z.literal(true), on: z.boolean(), address: z.string().nullable() });
export type OwnerAlertStatus = z.infer<typeof ownerAlertStatusSchema>;

/**
 * GET /api/alerts/availability: whether this server can mail alert links (a mail server and a
 * public web address are set up). The alerts page asks before it offers its form, so a visitor
 * never fills in a form that can only answer "not available".
 */
export const alertAvailabilityResponseSchema = z.object({ ok: z.literal(true), available: z.boolean() });
export type AlertAvailabilityResponse = z.infer<typeof alertAvailabilityResponseSchema>;

/** The mail outbox as the dashboard shows it. */
export const outboxStatsSchema = z.object({
  queued: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  cancelled: z.number().int().nonnegative(),
  subscriptions: z.number().int().nonnegative(),
  /** the oldest queued message's creation time */
  oldestQueuedAt: z.string().nullable(),
});
export type OutboxStats = z.infer<typeof outboxStatsSchema>;
