import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';

// Sign-in throttling (ADR 0080). Every attempt is *reserved* before the password is checked:
// one conditional UPDATE adds it to each key's window only while the window has room, so a
// burst of simultaneous attempts cannot all read "no failures yet" (the UPDATE takes the row's
// lock on PostgreSQL and SQLite has one writer; every instance shares the rows). A wrong
// password leaves its reservation as a failure; a right one gives it back.
//
// The keys, so that a stranger cannot lock the real admin out:
// - pair: this account from this address. 5 per 15 minutes. A stranger's failures fill their
//   own pair, never the admin's.
// - address: this address, any account. 20 per 15 minutes: one address guessing many accounts.
//   An address here is a client network (lib/client-network.ts): an IPv6 client is its /64,
//   named by a keyed hash (lib/client-key.ts, ADR 0269): the table never holds one.
// - account: this account from addresses it never signed in from. 20 per hour: many
//   addresses guessing one account. The right password from a known address skips it.
// - second-factor: wrong two-step codes for this account. 10 per 15 minutes.
// The account in these keys is a keyed hash of its email too (accountHashOf).

export interface ThrottleRule {
  scope: 'pair' | 'address' | 'account' | 'second-factor';
  limit: number;
  windowMinutes: number;
}

export const THROTTLE_RULES = {
  pair: { scope: 'pair', limit: 5, windowMinutes: 15 },
  address: { scope: 'address', limit: 20, windowMinutes: 15 },
  account: { scope: 'account', limit: 20, windowMinutes: 60 },
  secondFactor: { scope: 'second-factor', limit: 10, windowMinutes: 15 },
} as const satisfies Record<string, ThrottleRule>;

export interface ThrottleKey {
  key: string;
  accountHash: string | null;
  rule: ThrottleRule;
}

type Cipher = Pick<FieldCipher, 'fingerprint'>;

/**
 * The account as the throttle names it: a keyed hash of its email, as a client is named
 * (lib/client-key.ts, ADR 0269), under a prefix of its own. A plain hash would not do: whoever
 * reads the table could hash a list of likely emails and learn which accounts exist and which
 * are being guessed at, the admins' among them.
 */
export const accountHashOf = (cipher: Cipher, normalisedEmail: string) => cipher.fingerprint(`sign-in-account ${normalisedEmail}`);

/** `clientKey`: the client's network as a keyed hash (lib/client-key.ts), never its address. */
export function throttleKeys(cipher: Cipher, normalisedEmail: string, clientKey: string) {
  const account = accountHashOf(cipher, normalisedEmail);
  const address = clientKey;
  return {
    pair: { key: `pair:${account}:${address}`, accountHash: account, rule: THROTTLE_RULES.pair },
    address: { key: `address:${address}`, accountHash: null, rule: THROTTLE_RULES.address },
    account: { key: `account:${account}`, accountHash: account, rule: THROTTLE_RULES.account },
    secondFactor: { key: `second-factor:${account}`, accountHash: account, rule: THROTTLE_RULES.secondFactor },
  } satisfies Record<string, ThrottleKey>;
}

type Db = Kysely<Database>;

/** Reserves one attempt on `key`, or returns the seconds until its window has room again. */
async function reserveOne(db: Db, { key, accountHash, rule }: ThrottleKey, now: number): Promise<number | undefined> {
  const nowIso = new Date(now).toISOString();
  const expiredBefore = new Date(now - rule.windowMinutes * 60_000).toISOString();
  await db
    .insertInto('login_throttle')
    .values({ throttle_key: key, account_hash: accountHash, window_start: nowIso, attempts: 0 })
    .onConflict((oc) => oc.column('throttle_key').doNothing())
    .execute();
  // Both SET expressions read the row as it was: an expired window restarts at this attempt.
  const result = await db
    .updateTable('login_throttle')
    .set({
      attempts: sql<number>`case when window_start <= ${expiredBefore} then 1 else attempts + 1 end`,
      window_start: sql<string>`case when window_start <= ${expiredBefore} then ${nowIso} else window_start end`,
    })
    .where('throttle_key', '=', key)
    .where((eb) => eb.or([eb('window_start', '<=', expiredBefore), eb('attempts', '<', rule.limit)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return undefined;
  const row = await db.selectFrom('login_throttle').select('window_start').where('throttle_key', '=', key).executeTakeFirst();
  const freeAt = Date.parse(row?.window_start ?? nowIso) + rule.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((freeAt - now) / 1000));
}

/** Gives one reservation back (the attempt was not a failure). */
async function releaseOne(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end` })
    .where('throttle_key', '=', key)
    .execute();
}

export type Reservation =
  | { granted: true; keys: ThrottleKey[] }
  | { granted: false; scope: ThrottleRule['scope']; retryAfterSeconds: number };

/** Reserves one attempt on every key, in order; all or none. */
export async function reserveAttempt(db: Db, keys: ThrottleKey[], now = Date.now()): Promise<Reservation> {
  const taken: ThrottleKey[] = [];
  for (const key of keys) {
    const retryAfterSeconds = await reserveOne(db, key, now);
    if (retryAfterSeconds !== undefined) {
      for (const t of taken) await releaseOne(db, t.key);
      return { granted: false, scope: key.rule.scope, retryAfterSeconds };
    }
    taken.push(key);
  }
  return { granted: true, keys: taken };
}

/** The attempt succeeded: its reservations are given back, and the pair's failures forgotten. */
export async function releaseAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  for (const key of keys) {
    if (key.rule.scope === 'pair') await db.deleteFrom('login_throttle').where('throttle_key', '=', key.key).execute();
    else await releaseOne(db, key.key);
  }
}

/** Clears every throttle of one account (its pairs, its account-wide and second-factor keys). */
export async function clearAccountThrottles(db: Db, cipher: Cipher, normalisedEmail: string): Promise<number> {
  const result = await db
    .deleteFrom('login_throttle')
    .where('account_hash', '=', accountHashOf(cipher, normalisedEmail))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface AccountLockout {
  scope: ThrottleRule['scope'];
  attempts: number;
  /** When the key's window ends (the lockout lifts by itself). */
  until: string;
  locked: boolean;
}

/** The live throttle keys of one account, for the console. */
export async function accountThrottles(db: Db, cipher: Cipher, normalisedEmail: string, now = Date.now()): Promise<AccountLockout[]> {
  const rows = await db
    .selectFrom('login_throttle')
    .select(['throttle_key', 'attempts', 'window_start'])
    .where('account_hash', '=', accountHashOf(cipher, normalisedEmail))
    .where('attempts', '>', 0)
    .execute();
  const out: AccountLockout[] = [];
  for (const row of rows) {
    const scope = row.throttle_key.split(':')[0] as ThrottleRule['scope'];
    const rule = Object.values(THROTTLE_RULES).find((r) => r.scope === scope);
    if (!rule) continue;
    const until = Date.parse(row.window_start) + rule.windowMinutes * 60_000;
    if (until <= now) continue;
    out.push({ scope, attempts: row.attempts, until: new Date(until).toISOString(), locked: row.attempts >= rule.limit });
  }
  return out;
}

/** Rows whose window ended long ago are dead weight. */
export async function pruneThrottles(db: Db, now = Date.now()): Promise<void> {
  const longest = Math.max(...Object.values(THROTTLE_RULES).map((r) => r.windowMinutes));
  await db
    .deleteFrom('login_throttle')
    .where('window_start', '<', new Date(now - longest * 60_000).toISOString())
    .execute();
}
