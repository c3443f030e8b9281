import {
  CASE_MESSAGE_WINDOW_MINUTES,
  CASE_MESSAGES_PER_DAY,
  CASE_MESSAGES_PER_WINDOW,
  caseMessagesLimited,
} from '@breachwatch/core/schemas/inbox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

// The limit of one case (ADR 0242). The route's per-network limit does not hold a link used from
// many networks, and the guard over every case link (countCaseLinkMessage) would let one link
// spend the whole window of everyone's. So each case is counted by itself, in the shared limits
// (Redis when configured), whatever network its messages come from. Call it only once the link is
// known to open a case that takes messages, so a made-up link spends no real case's allowance.

const WINDOW_MS = CASE_MESSAGE_WINDOW_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export async function limitCaseMessages(app: FastifyInstance, threadId: string): Promise<void> {
  // The short window first: a burst refused there does not also spend the day's messages.
  const recent = await app.sharedLimits.hit(`case-messages:10m:${threadId}`, WINDOW_MS);
  if (recent.count > CASE_MESSAGES_PER_WINDOW) throw refused(app, recent.resetMs);
  const today = await app.sharedLimits.hit(`case-messages:day:${threadId}`, DAY_MS);
  if (today.count > CASE_MESSAGES_PER_DAY) throw refused(app, today.resetMs);
}

function refused(app: FastifyInstance, resetMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  return new HttpError(429, caseMessagesLimited(seconds, app.config.site.contactEmail), undefined, seconds);
}
