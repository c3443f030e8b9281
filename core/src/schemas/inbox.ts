import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from './contact.ts';
import { MESSAGES } from './messages.ts';
import { OWNER_SESSION_MINUTES } from './owner.ts';
import { typedText } from './visible-text.ts';

// The shapes GET /api/admin/inbox, GET /api/admin/inbox/:id (and its other cases) and the live events share,
// used by the server's response schemas and the console alike.

export const THREAD_STATUSES = ['unread', 'read', 'closed'] as const;
/** A thread is a case (issue 18): its own status beside the inbox's read state. */
export const CASE_STATUSES = ['new', 'in_progress', 'waiting', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  waiting: 'Waiting on you',
  resolved: 'Resolved',
};
/** The console's wording: "waiting on the person" from the team's side. */
export const CASE_STATUS_ADMIN_LABELS: Record<CaseStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  waiting: 'Waiting on the person',
  resolved: 'Resolved',
};
export const REPLY_MAX = 10_000;

export const inboxThreadSchema = z.object({
  id: z.string(),
  fromName: z.string(),
  fromEmail: z.string(),
  subject: z.string(),
  status: z.enum(THREAD_STATUSES),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  preview: z.string(),
  messageCount: z.number(),
  caseStatus: z.enum(CASE_STATUSES),
  /**
   * Set when the message came from a browser holding a verified owner session and was sent from
   * the address that session proved, with the person's consent (ADR 0298): that address opened
   * a link we mailed to it at `verifiedAt`. It proves control of the inbox, not who the person
   * is. `recordId` is null once the record was deleted; the whole mark goes with the case's
   * content under the retention rule. Null for everyone else.
   */
  verifiedOwner: z.object({ recordId: z.string().nullable(), verifiedAt: z.string() }).nullable().default(null),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;
export type ThreadStatus = InboxThread['status'];

/** GET /api/admin/inbox: one page of threads, newest first, with the whole inbox's counts. */
export const inboxPageSchema = z.object({
  ok: z.literal(true),
  threads: z.array(inboxThreadSchema),
  /** Unread threads in the whole inbox, not only this page. */
  unread: z.number(),
  /** Threads in the whole inbox. */
  total: z.number(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  mailConfigured: z.boolean(),
});

/** How many of a sender's other cases the console lists beside a thread; the rest are counted. */
export const OTHER_CASES_MAX = 20;

/**
 * GET /api/admin/inbox/:id/other-cases: the other cases from the thread's address (either
 * spelling of its domain, ADR 0183), newest first. Since the contact form opens a case per
 * message (ADR 0233), this is how the team sees that two cases are one person's. Admins only.
 */
export const otherCasesSchema = z.object({
  ok: z.literal(true),
  cases: z
    .array(
      z.object({
        id: z.string(),
        subject: z.string(),
        caseStatus: z.enum(CASE_STATUSES),
        lastMessageAt: z.string(),
      }),
    )
    .max(OTHER_CASES_MAX),
  /** Other cases from the address beyond those listed. */
  more: z.number().int().min(0),
});
export type OtherCases = z.infer<typeof otherCasesSchema>;
export type OtherCase = OtherCases['cases'][number];

export const inboxMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  body: z.string(),
  createdAt: z.string(),
  deliveryStatus: z.enum(['pending', 'sent', 'failed', 'not_sent']).nullable(),
  deliveryError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxReplySchema = z.object({
  body: z
    .string({ error: 'Please write a reply.' })
    .trim()
    .min(1, 'Please write a reply.')
    .max(REPLY_MAX, `Reply is too long (${REPLY_MAX} characters at most).`),
});

// ---- cases: the ledger -----------------------------------------------------------------

export const CASE_ACTIONS = [
  'opened',
  'message',
  'reply',
  'call',
  'letter',
  'status',
  'note',
  'evidence',
  'evidence_removed',
  'content_removed',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
/** What an admin records by hand; the rest are written by the server as they happen. */
export const MANUAL_CASE_ACTIONS = ['note', 'call', 'letter'] as const;
export const CASE_ACTION_LABELS: Record<CaseAction, string> = {
  opened: 'Case opened',
  message: 'Message received',
  reply: 'Reply sent',
  call: 'Call made',
  letter: 'Letter sent',
  status: 'Status changed',
  note: 'Note',
  evidence: 'Evidence received',
  evidence_removed: 'Evidence removed',
  content_removed: 'Content removed',
};
/**
 * The outcomes the server writes for the person's own additions to their case: the case page
 * tells a message from shared progress by them (both are 'message' entries in the ledger).
 */
export const CASE_MESSAGE_OUTCOME = 'Message received';
export const CASE_PROGRESS_SHARED_OUTCOME = 'Recovery-plan progress shared';
export const CASE_OUTCOME_MAX = 200;
export const CASE_DETAIL_MAX = 5000;

export const caseLedgerEntrySchema = z.object({
  id: z.string(),
  action: z.enum(CASE_ACTIONS),
  actorEmail: z.string().nullable(),
  outcome: z.string(),
  detail: z.string().nullable(),
  public: z.boolean(),
  createdAt: z.string(),
});
export type CaseLedgerEntry = z.infer<typeof caseLedgerEntrySchema>;

/** GET /api/admin/cases/:id */
export const adminCaseSchema = z.object({
  ok: z.literal(true),
  status: z.enum(CASE_STATUSES),
  ledger: z.array(caseLedgerEntrySchema),
  /** The recovery-plan steps the person shared (step id -> done | skipped), or null. */
  progress: z.record(z.string(), z.enum(['done', 'skipped'])).nullable(),
  /** Screenshots the person attached (admins only). */
  evidence: z.array(z.object({ id: z.string(), mime: z.string(), size: z.number().int(), createdAt: z.string() })),
  /** What the retention rule (ADR 0243) has removed of the case, or will remove and when. */
  retention: z.object({
    /** When a resolved case was resolved; null while it is open (nothing is due). */
    resolvedAt: z.string().nullable(),
    evidenceRemovesAt: z.string().nullable(),
    evidenceRemovedAt: z.string().nullable(),
    contentRemovesAt: z.string().nullable(),
    contentRemovedAt: z.string().nullable(),
  }),
});
export type AdminCase = z.infer<typeof adminCaseSchema>;

export const caseStatusUpdateSchema = z.object({
  status: z.enum(CASE_STATUSES, { error: 'Status must be new, in progress, waiting on the person or resolved.' }),
});

export const caseEntryCreateSchema = z.object({
  action: z.enum(MANUAL_CASE_ACTIONS, { error: 'Choose a note, a call or a letter.' }),
  outcome: z
    .string({ error: 'Say what came of it.' })
    .trim()
    .min(1, 'Say what came of it.')
    .max(CASE_OUTCOME_MAX, `Outcome is too long (${CASE_OUTCOME_MAX} characters at most).`),
  detail: z.string().trim().max(CASE_DETAIL_MAX, `Details are too long (${CASE_DETAIL_MAX} characters at most).`).optional(),
  /** Notes are always internal; calls and letters are shown to the person unless unticked. */
  public: z.boolean().default(false),
});
export type CaseEntryCreate = z.input<typeof caseEntryCreateSchema>;

/** What the person sees through their private case link. */
export const publicCaseSchema = z.object({
  ok: z.literal(true),
  /**
   * The case's reference (caseReference), not its subject: the link is mailed to whatever address
   * the form was given, so the subject there may be a stranger's words (ADR 0300).
   */
  reference: z.string(),
  status: z.enum(CASE_STATUSES),
  openedAt: z.string(),
  /** Public ledger entries only, oldest first; never an admin's name or an internal note. */
  entries: z.array(z.object({ action: z.enum(CASE_ACTIONS), outcome: z.string(), at: z.string() })),
  /** Whether recovery-plan progress is shared with the team. */
  progressShared: z.boolean(),
});
export type PublicCase = z.infer<typeof publicCaseSchema>;

export const caseTokenSchema = z.object({
  token: z.string().trim().min(20, 'This case link is not valid.').max(200, 'This case link is not valid.'),
});
/**
 * POST /api/cases/message: the person adds a message to their own case through the private link
 * in our reply (ADR 0233); the contact form opens a new case instead, whatever its address.
 */
export const caseMessageSchema = caseTokenSchema.extend({
  message: typedText(MESSAGES.contact.message, CONTACT_MESSAGE_MAX, MESSAGES.contact.messageTooLong),
});
export type CaseMessage = z.input<typeof caseMessageSchema>;
export const caseMessageResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** Attaches screenshots to this case (POST /api/contact/evidence), for an hour. */
  evidenceToken: z.string(),
});
export const CASE_MESSAGE_ADDED = 'Thank you! Your message has been added to your case.';
/**
 * How many messages one case takes through its link (ADR 0242), counted by case in the shared
 * limits, not by network: a link used from many networks is still one link. A person adding to
 * their case writes a few messages at most; these are far above that and far below a flood.
 */
export const CASE_MESSAGES_PER_WINDOW = 6;
export const CASE_MESSAGE_WINDOW_MINUTES = 10;
export const CASE_MESSAGES_PER_DAY = 30;
/** The refusal past either limit: when the case takes messages again, and where to write meanwhile. */
export function caseMessagesLimited(retryAfterSeconds: number, contactEmail: string): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes <= 90 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hours`;
  return `Your case has received many messages in a short time, so it takes no more for now. Please try again in about ${wait}, or email us at ${contactEmail}.`;
}
/** A resolved case is closed: the person is not put back into it, a new message opens a new case. */
export const CASE_RESOLVED_WRITE_AGAIN =
  'This case is resolved, so nothing more can be added to it. If you need us again, write to us through the contact form and we open a new case.';
/**
 * How long a private case link keeps opening its case once the case is resolved (ADR 0240): the
 * link sits in a mailbox, the very thing identity thieves take over, and a finished case has no
 * reason to stay readable from it forever. While the case is open it always works.
 */
export const CASE_LINK_DAYS_AFTER_RESOLVED = 90;
/** How long the link works, said in each reply mail under the link and on the case page it opens. */
export const CASE_LINK_LIFETIME = `The link works while your case is open and for ${CASE_LINK_DAYS_AFTER_RESOLVED} days after it is resolved. Keep it to yourself: anyone with it can read your case.`;
export const CASE_LINK_EXPIRED = `This case was resolved more than ${CASE_LINK_DAYS_AFTER_RESOLVED} days ago, so for your privacy its link no longer opens it. If you need us again, write to us through the contact form and we open a new case.`;
/**
 * How long a resolved case's content is kept (ADR 0243). Evidence files (police reports, IDs,
 * letters) go when the link ends: they are the most dangerous thing we hold and served only the
 * work on the case. Messages, the person's name and address and the team's notes stay a year, the
 * span in which people come back about the same theft (the next tax season, the next credit
 * report), then only a stub is left: status, dates and counts, so the inbox's figures stay right.
 */
export const CASE_EVIDENCE_DAYS_AFTER_RESOLVED = CASE_LINK_DAYS_AFTER_RESOLVED;
export const CASE_CONTENT_DAYS_AFTER_RESOLVED = 365;
/** The person is told both ends: under the link in each reply mail and on the case page. */
export const CASE_RETENTION_NOTICE = `For your privacy, we delete the screenshots and files you sent us ${CASE_EVIDENCE_DAYS_AFTER_RESOLVED} days after your case is resolved, and its messages, your name and your email address ${CASE_CONTENT_DAYS_AFTER_RESOLVED} days after.`;
/** The subject a case keeps once its content is removed: the inbox shows it instead of a blank. */
export const CASE_CONTENT_REMOVED_SUBJECT = 'Content removed under the retention rule';
/** A case reduced to its stub keeps no sender address; the contact form never stores an empty one. */
export const isCaseContentRemoved = (thread: { fromEmail: string }): boolean => thread.fromEmail === '';
/** Refused changes to such a case: there is no one left to write to and nothing to add to. */
export const CASE_CONTENT_REMOVED = `This case's content was removed under the retention rule ${CASE_CONTENT_DAYS_AFTER_RESOLVED} days after it was resolved, so it can no longer be changed or answered. If the person writes again, a new case opens.`;
export const CASE_LINK_INVALID = 'This case link is not valid. Use the link in the newest email from us, or write to us again.';
/**
 * The case page opened without a token (a bookmark, a new tab): nothing is wrong with the link,
 * the page only never keeps it in the address bar, so say how to get back rather than "invalid".
 */
export const CASE_LINK_MISSING =
  'To see your case, open the link in our latest email to you again. For your privacy this page does not keep the link in the address bar, so a bookmark or a new tab cannot open your case.';
/**
 * Sharing progress without a verified owner session in this browser. Most people never had one,
 * so this says what is needed and where to get it instead of "your session has ended".
 */
export const CASE_SHARE_NEEDS_VERIFICATION = `Sharing needs your email verified in this browser within the last ${OWNER_SESSION_MINUTES} minutes. To verify, find your record on the breach check, open “Person details”, choose “Is this you? Verify to see your full report” and open the link we email you. Then come back here and share again.`;

// ---- cases: evidence ---------------------------------------------------------------------

/** Files one upload token accepts (the incident form's screenshots). */
export const EVIDENCE_FILES_MAX = 5;
export const EVIDENCE_MESSAGES = {
  notAnImage: 'This file is not a PNG, JPG or WEBP image. Only screenshots or photos in those formats can be attached.',
  unreadable: 'This image could not be read. Take a new screenshot and attach that instead.',
  tooLarge: 'This file is larger than 5 MB. Crop it to the part that matters or take a new screenshot.',
  tokenInvalid: 'Attaching files to this message is no longer possible. Send a new message, or reply to our email with the file.',
  busy: 'Many screenshots are being checked right now. Wait a minute, then attach this one again.',
  storageFull:
    'We cannot take more screenshots today. Your message has reached us: tell us what the screenshot shows when you reply to our email, or attach it tomorrow.',
} as const;

export const caseEvidenceSchema = z.object({ id: z.string(), mime: z.string(), size: z.number().int(), createdAt: z.string() });
export type CaseEvidence = z.infer<typeof caseEvidenceSchema>;

/**
 * A case's short reference: the first eight letters and digits of its id, in capitals. Our mail
 * about a case names it in the subject, and the console shows it beside the case, so a person's
 * answer can be matched to their case. Never derived from anything the person typed (ADR 0300).
 */
export function caseReference(caseId: string): string {
  return caseId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase();
}

/**
 * The subject of every reply we e-mail about a case: our own words and the case's reference.
 * Never the person's subject: the contact form proves no address, so a subject carried into our
 * "Re:" line would let anyone have our mail server send their words to any address (ADR 0300).
 */
export function caseReplySubject(siteName: string, caseId: string): string {
  return `Your ${siteName} support case ${caseReference(caseId)}`;
}
