// The enumeration limit (issue 13 §3): one client may collect at most PUBLIC_RECORDS_PER_HOUR
// distinct records an hour through the public search, person and report pages, the exposure
// scan and the verification options together. Past that it gets 429 with a plain message.
// Every record served also feeds the all-clients monitor behind the admin dashboard.
//
// The lookup-miss budget (ADR 0217): searches of a complete email, phone or street, and email
// scans, that find nobody cost one each of PUBLIC_LOOKUP_MISSES_PER_HOUR. Without it, guessing
// an address cost nothing until the right guess, whose record was often already counted. Past
// the budget every such lookup is refused before it is looked up, right or wrong.
//
// A site's share (ADR 0277): an IPv6 client is its /64, but a /48 holding 65,536 of them costs
// nothing (a tunnel broker hands one out on request), and each /64 had budgets of its own. Both
// limits now count an IPv6 /48 too, at SITE_SHARE times a client's budget: one person's /64s
// together get no more than a busy office, campus or carrier pool shares.

import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis-close.ts';
import type { Config } from '../config.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { tooManyRequests } from '../lib/http-error.ts';
import { clientKeyOf, SITE_SHARE, siteKeyOf } from '../lib/client-key.ts';
import type { ClientKeys } from './client-events.ts';
import { HOUR_MS, ServedRecordsMonitor } from './served-records-monitor.ts';
import { LocalWindowedSets, RedisWindowedSets, type AdmitResult, type WindowedSets } from './windowed-sets.ts';

/** How often the monitor looks for a rise when no admin has the dashboard open. */
const RISE_CHECK_MS = 5 * 60_000;

/** "1 minute", "5 minutes": how long a refused visitor waits, rounded up. */
export const inMinutes = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export function recordLimitMessage(limit: number, retryAfterMs: number): string {
  return `You have opened a lot of records in a short time. To protect the people in them, each visitor can see up to ${limit} different records an hour. Please try again in about ${inMinutes(retryAfterMs)}.`;
}

export function lookupMissMessage(retryAfterMs: number): string {
  return `Many of your searches for a full email address, phone number or street found nobody. To protect the people in our records, please try again in about ${inMinutes(retryAfterMs)}. Searching by name still works.`;
}

/** The site's share is used: said of the network, since this visitor may have asked little. */
export function siteRecordLimitMessage(retryAfterMs: number): string {
  return `A lot of records have been opened from your network in a short time. To protect the people in them, one network can see only so many different records an hour. Please try again in about ${inMinutes(retryAfterMs)}.`;
}

export function siteLookupMissMessage(retryAfterMs: number): string {
  return `Many searches from your network for a full email address, phone number or street found nobody. To protect the people in our records, please try again in about ${inMinutes(retryAfterMs)}. Searching by name still works.`;
}

/** A lookup of a complete value that has been let through and counts as a miss unless it finds someone. */
export interface LookupReservation {
  /** The lookup found a record: it costs nothing. */
  found(): Promise<void>;
}

export interface RecordAccess {
  /**
   * Counts `recordIds` against the client's hour; throws 429 (with Retry-After) when they
   * would take it past the limit. Records it saw in the last hour do not count again; an answer
   * with none is refused once the client has no room for a new one.
   */
  admit(request: FastifyRequest, reply: FastifyReply, recordIds: readonly string[]): Promise<void>;
  /**
   * Before a lookup of a complete value (`lookup`: its normalised question, never stored, only
   * a keyed hash of it and the client): throws 429 (with Retry-After) when the client has used
   * its hour's misses, whether or not this one would find someone; otherwise counts it as a miss
   * up front (so parallel guesses cannot overshoot) and returns the reservation to release when
   * it finds a record. Asking the same question again costs nothing more.
   */
  reserveLookup(request: FastifyRequest, reply: FastifyReply, lookup: string): Promise<LookupReservation>;
  monitor: ServedRecordsMonitor;
  /** Sets shared by other per-client counters (verification sends). */
  sets: WindowedSets;
  /** A keyed hash of the client's network: counters never hold an address. */
  clientKey(request: FastifyRequest): string;
  /** The client's key and, for an IPv6 client, its /48's (ADR 0277), for counters of their own. */
  clientKeys(request: FastifyRequest): ClientKeys;
  close(): Promise<void>;
}

export function createRecordAccess(deps: { config: Config; cipher: FieldCipher; log: FastifyBaseLogger }): RecordAccess {
  const { config, cipher, log } = deps;
  const limit = config.publicRecordsPerHour;
  const missLimit = config.publicLookupMissesPerHour;
  const prefix = config.redisKeyPrefix;
  let redis: Redis | undefined;
  let down = false;
  const onFallback = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ code: (error as { code?: string }).code }, 'record limits: Redis unreachable, counting on this instance until it returns');
  };
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', onFallback);
    redis.on('ready', () => (down = false));
  }
  const sets: WindowedSets = redis ? new RedisWindowedSets(redis, prefix, onFallback) : new LocalWindowedSets();
  const monitor = new ServedRecordsMonitor({
    redis,
    prefix,
    perClientPerHour: limit,
    onFallback,
    onRise: (facts) =>
      log.warn({ event: 'record-access.rise', ...facts }, 'public pages served far more distinct records than usual this hour'),
  });
  const timer = setInterval(() => void monitor.check().catch(() => undefined), RISE_CHECK_MS);
  timer.unref();

  const clientKey = (request: FastifyRequest) => clientKeyOf(cipher, request.ip);
  /** The client's IPv6 /48, or undefined for an IPv4 client (its address is its site). */
  const siteKey = (request: FastifyRequest): string | undefined => siteKeyOf(cipher, request.ip);
  const refuse = (reply: FastifyReply, message: string, retryAfterMs: number) => {
    reply.header('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    return tooManyRequests(message, retryAfterMs / 1000);
  };
  // An answer with no record is refused when a new record would be (asked with no members
  // and one less room, which counts without adding): otherwise a client past its limit
  // could go on asking "is anyone at this street, this phone?" and read 429 as yes.
  // `ask`: only whether they would be admitted, adding nothing.
  const admitRecords = (key: string, recordIds: readonly string[], room: number, ask = false) => {
    const [members, limit] = recordIds.length === 0 ? [[], room - 1] : [recordIds, room];
    return ask ? sets.wouldAdmit(key, members, limit, HOUR_MS) : sets.admit(key, members, limit, HOUR_MS);
  };
  // Room for one more miss, asked without adding (as an empty answer is): past the budget a
  // question already asked is refused too, so every lookup answers alike.
  const missRoom = (key: string, room: number) => sets.wouldAdmit(key, [], room - 1, HOUR_MS);
  const addMiss = (key: string, member: string, room: number) => sets.admit(key, [member], room, HOUR_MS);

  /** The refusal of a request past the client's distinct records, or its site's. */
  const recordsRefusal = async (request: FastifyRequest, reply: FastifyReply, result: AdmitResult, bySite: boolean) => {
    await monitor.recordRefusal();
    if (bySite) {
      request.log.info({ event: 'record-access.site-refused', recordsThisHour: result.count }, 'site distinct-records limit reached');
      return refuse(reply, siteRecordLimitMessage(result.retryAfterMs), result.retryAfterMs);
    }
    request.log.info({ event: 'record-access.refused', recordsThisHour: result.count, limit }, 'distinct-records limit reached');
    return refuse(reply, recordLimitMessage(limit, result.retryAfterMs), result.retryAfterMs);
  };
  /** The refusal of a lookup past the client's misses, or its site's. */
  const lookupRefusal = (request: FastifyRequest, reply: FastifyReply, result: AdmitResult, bySite: boolean) => {
    if (bySite) {
      request.log.info({ event: 'record-access.site-lookup-misses-refused', missesThisHour: result.count }, 'site lookup-miss budget used');
      return refuse(reply, siteLookupMissMessage(result.retryAfterMs), result.retryAfterMs);
    }
    request.log.info(
      { event: 'record-access.lookup-misses-refused', missesThisHour: result.count, limit: missLimit },
      'lookup-miss budget used',
    );
    return refuse(reply, lookupMissMessage(result.retryAfterMs), result.retryAfterMs);
  };

  // With a site, the client is asked first and its site next, and neither is added to before
  // both have room: a request its site refuses spends none of the client's budget, and one the
  // client refuses none of its site's (ADR 0277). Only a race between the asking and the adding
  // (another request filling the room meanwhile) can still refuse one after the other counted.
  return {
    monitor,
    sets,
    clientKey,
    clientKeys: (request) => ({ clientKey: clientKey(request), siteKey: siteKey(request) }),
    async admit(request, reply, recordIds) {
      const own = `record-access:client:${clientKey(request)}`;
      const site = siteKey(request);
      if (site) {
        const ownRoom = await admitRecords(own, recordIds, limit, true);
        if (!ownRoom.allowed) throw await recordsRefusal(request, reply, ownRoom, false);
        const siteResult = await admitRecords(`record-access:site:${site}`, recordIds, limit * SITE_SHARE);
        if (!siteResult.allowed) throw await recordsRefusal(request, reply, siteResult, true);
      }
      const result = await admitRecords(own, recordIds, limit);
      if (!result.allowed) throw await recordsRefusal(request, reply, result, false);
      if (recordIds.length > 0) await monitor.recordServed(recordIds);
    },
    async reserveLookup(request, reply, lookup) {
      const client = clientKey(request);
      const key = `lookup-misses:client:${client}`;
      // Keyed with the client too: the same address asked by two clients leaves nothing to match.
      const member = cipher.fingerprint(`lookup-miss ${client} ${lookup}`);
      const ownRoom = await missRoom(key, missLimit);
      if (!ownRoom.allowed) throw lookupRefusal(request, reply, ownRoom, false);
      const site = siteKey(request);
      if (!site) {
        const result = await addMiss(key, member, missLimit);
        if (!result.allowed) throw lookupRefusal(request, reply, result, false);
        return { found: () => sets.remove(key, [member]) };
      }
      // The site's misses, asked as the client's are; the same question from two of its /64s is one.
      const siteSet = `lookup-misses:site:${site}`;
      const siteMember = cipher.fingerprint(`lookup-miss ${site} ${lookup}`);
      const siteRoom = await missRoom(siteSet, missLimit * SITE_SHARE);
      if (!siteRoom.allowed) throw lookupRefusal(request, reply, siteRoom, true);
      const siteResult = await addMiss(siteSet, siteMember, missLimit * SITE_SHARE);
      if (!siteResult.allowed) throw lookupRefusal(request, reply, siteResult, true);
      const result = await addMiss(key, member, missLimit);
      if (!result.allowed) throw lookupRefusal(request, reply, result, false);
      return {
        found: async () => {
          await sets.remove(key, [member]);
          await sets.remove(siteSet, [siteMember]);
        },
      };
    },
    async close() {
      clearInterval(timer);
      if (redis) await closeRedis([redis]);
    },
  };
}
