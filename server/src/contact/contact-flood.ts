import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import { HttpError } from '../lib/http-error.ts';
import { securityEvent } from '../lib/security-log.ts';

// The global contact-rate guard (ADR 0083). Per-address and per-email limits do not stop a
// flood from rotating addresses, which would bury real messages under hundreds of fake ones.
// Past CONTACT_FLOOD_LIMIT messages in a window from everyone together, new messages are
// refused (the person is told when to try again and where to write instead), and the flood is
// recorded so the dashboard can raise a flag. The record lives in the database, shared by
// every instance; the count itself in the shared limits (Redis, or per instance without it).
// Messages through case links are counted apart from the form's (ADR 0242).
//
// The form's guard counts networks, not messages (ADR 0271): a network's first message in its
// window is counted against CONTACT_FLOOD_LIMIT, its later ones against a budget of their own
// (half of it). Counting every message together let ten networks, each spending the six
// messages its own limit allows, use the whole budget and shut the form for every visitor;
// shutting it for first-time writers now takes as many networks as the limit.

export const CONTACT_FLOOD_WINDOW_MS = 10 * 60_000;
/** A flood counts as current on the dashboard until this long after its last refusal. */
export const CONTACT_FLOOD_FLAG_MS = 60 * 60_000;
const SETTING_KEY = 'contact.flood';

/** Later messages from networks that already wrote, per window: this budget beside the first messages'. */
export const moreMessagesLimit = (contactFloodLimit: number) => Math.ceil(contactFloodLimit / 2);

export interface ContactFlood {
  /** The guard refused messages within the last hour. */
  active: boolean;
  /** Messages refused since the flood started. */
  refused: number;
  /** Of those, the messages through case links (ADR 0242): the rest came through the contact form. */
  refusedThroughCaseLinks: number;
  startedAt: string | null;
  lastAt: string | null;
}

/** Which guard refused: the contact form's or the one over every case link (ADR 0242). */
export type FloodGuard = 'contact-form' | 'case-link';

interface Stored {
  startedAt: string;
  lastAt: string;
  refused: number;
  /** Absent in a record written before case links were counted apart: none of them. */
  refusedThroughCaseLinks?: number;
}

function parse(value: string | undefined): Stored | undefined {
  if (!value) return undefined;
  try {
    const v = JSON.parse(value) as Partial<Stored>;
    return typeof v.startedAt === 'string' && typeof v.lastAt === 'string' && typeof v.refused === 'number' ? (v as Stored) : undefined;
  } catch {
    return undefined;
  }
}

/** Counts one refused message; a refusal an hour after the last one starts a new flood. */
export async function recordFloodRefusal(db: Kysely<Database>, kind: DatabaseKind, guard: FloodGuard, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  await db.transaction().execute(async (trx) => {
    // Refusals come in bursts, and each rewrites the one record: on PostgreSQL they take its row
    // in turn (the row made first if there is none), or two at once would both count from the
    // same old figure. SQLite runs one writing transaction at a time already.
    let row: { value: string } | undefined;
    if (kind === 'postgres') {
      await trx
        .insertInto('settings')
        .values({ key: SETTING_KEY, value: '', updated_at: at })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      row = await trx.selectFrom('settings').select('value').where('key', '=', SETTING_KEY).forUpdate().executeTakeFirst();
    } else row = await trx.selectFrom('settings').select('value').where('key', '=', SETTING_KEY).executeTakeFirst();
    const old = parse(row?.value);
    const ongoing = old && now - Date.parse(old.lastAt) < CONTACT_FLOOD_FLAG_MS;
    const throughLink = guard === 'case-link' ? 1 : 0;
    const next: Stored = ongoing
      ? { ...old, lastAt: at, refused: old.refused + 1, refusedThroughCaseLinks: (old.refusedThroughCaseLinks ?? 0) + throughLink }
      : { startedAt: at, lastAt: at, refused: 1, refusedThroughCaseLinks: throughLink };
    await trx
      .insertInto('settings')
      .values({ key: SETTING_KEY, value: JSON.stringify(next), updated_at: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(next), updated_at: at }))
      .execute();
  });
}

export async function contactFloodStatus(db: Kysely<Database>, now = Date.now()): Promise<ContactFlood> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING_KEY).executeTakeFirst();
  const stored = parse(row?.value);
  if (!stored) return { active: false, refused: 0, refusedThroughCaseLinks: 0, startedAt: null, lastAt: null };
  return {
    active: now - Date.parse(stored.lastAt) < CONTACT_FLOOD_FLAG_MS,
    refused: stored.refused,
    refusedThroughCaseLinks: stored.refusedThroughCaseLinks ?? 0,
    startedAt: stored.startedAt,
    lastAt: stored.lastAt,
  };
}

/** A message counted past its guard's limit: what the refusal says and records. */
export interface FloodRefusal {
  inWindow: number;
  resetMs: number;
  via: FloodGuard;
}

/**
 * The guard itself for the contact form: every message from it, from anyone, counted by network,
 * since a flood of them can bury the inbox. Past its budget it records the refusal and answers 429.
 */
export async function refuseContactFlood(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  // An IPv6 site is its /48 here: its /64s cost nothing, and counted apart each would write a
  // first message. (An IPv4 address is one network, as everywhere.) A keyed hash, never the address.
  const network = clientKeyOf(app.cipher, request.ip, 48);
  const own = await app.sharedLimits.hit(`contact:network:${network}`, CONTACT_FLOOD_WINDOW_MS);
  const limit = app.config.contactFloodLimit;
  const flood =
    own.count === 1
      ? await countFlood(app, 'contact:first-messages', limit, 'contact-form')
      : await countFlood(app, 'contact:more-messages', moreMessagesLimit(limit), 'contact-form');
  if (flood) await refuseFlooded(app, request, flood);
}

/**
 * The same guard for messages through case links (ADR 0242), counted in a window of their own: a
 * flood of strangers through the form, which needs no link, must not silence people with open
 * cases. Each link is held by its case's limit; this bounds all of them together. It only counts:
 * the route counts inside the transaction that holds the case and refuses (refuseFlooded) once
 * that has ended, since the refusal's record must outlive the refused message, and on SQLite a
 * write beside the open transaction would wait for it.
 */
export function countCaseLinkMessage(app: FastifyInstance): Promise<FloodRefusal | undefined> {
  return countFlood(app, 'contact:case-links', app.config.caseMessageFloodLimit, 'case-link');
}

async function countFlood(app: FastifyInstance, key: string, limit: number, via: FloodGuard): Promise<FloodRefusal | undefined> {
  const everyone = await app.sharedLimits.hit(key, CONTACT_FLOOD_WINDOW_MS);
  return everyone.count <= limit ? undefined : { inWindow: everyone.count, resetMs: everyone.resetMs, via };
}

/** Records a refusal for the dashboard's flag, logs it, and answers 429. */
export async function refuseFlooded(app: FastifyInstance, request: FastifyRequest, flood: FloodRefusal): Promise<never> {
  await recordFloodRefusal(app.db, app.dbHandle.kind, flood.via);
  securityEvent(request, 'contact-flood', { inWindow: flood.inWindow, via: flood.via });
  throw new HttpError(
    429,
    `We are receiving an unusual number of messages right now. Please try again later, or email us at ${app.config.site.contactEmail}.`,
    undefined,
    flood.resetMs / 1000,
  );
}
