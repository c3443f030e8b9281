// The verified owner's session: an HttpOnly, SameSite=Strict cookie holding a random token,
// good for 30 minutes from the moment the link was used, stored only as a hash. Other
// features (the recovery plan) call requireOwnerSession() to act for the verified owner.

import { OWNER_MESSAGES, OWNER_SESSION_MINUTES } from '@breachwatch/core/schemas/owner';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sha256Hex } from '../lib/hash.ts';
import { unauthorized } from '../lib/http-error.ts';
import { newId, newToken } from '../lib/ids.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The cookie's name: "__Host-" (Secure, Path=/, no Domain) wherever it is sent only over HTTPS. */
const SECURE_COOKIE = '__Host-bw_owner';
const PLAIN_COOKIE = 'bw_owner';
const SESSION_MS = OWNER_SESSION_MINUTES * 60_000;

export interface OwnerSessionInfo {
  recordId: string;
  /** Keyed hash of the address that was verified (never the address). */
  emailHash: string;
  sessionId: string;
  /** ISO timestamp: when the link was used, so when the address was proved. */
  verifiedAt: string;
  /** ISO timestamp */
  expiresAt: string;
}

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.env === 'production';
}

export async function startOwnerSession(
  db: Db,
  reply: FastifyReply,
  owner: { recordId: string; emailHash: string },
  now = Date.now(),
): Promise<OwnerSessionInfo> {
  const token = newToken();
  const sessionId = newId();
  const verifiedAt = new Date(now).toISOString();
  const expiresAt = new Date(now + SESSION_MS).toISOString();
  await db
    .deleteFrom('owner_sessions')
    .where('expires_at', '<', new Date(now - 24 * 3_600_000).toISOString())
    .execute();
  await db
    .insertInto('owner_sessions')
    .values({
      id: sessionId,
      token_hash: sha256Hex(token),
      record_id: owner.recordId,
      subject_hash: owner.emailHash,
      created_at: verifiedAt,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  const secure = isSecure(reply.request);
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: SESSION_MS / 1000,
  });
  return { recordId: owner.recordId, emailHash: owner.emailHash, sessionId, verifiedAt, expiresAt };
}

/** Where the cookie is "__Host-", only that one is read: a plain one there was set by someone else (ADR 0280). */
function cookieToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[isSecure(request) ? SECURE_COOKIE : PLAIN_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** The verified owner session of this request, or undefined. */
export async function findOwnerSession(request: FastifyRequest, now = Date.now()): Promise<OwnerSessionInfo | undefined> {
  const token = cookieToken(request);
  if (!token) return undefined;
  const row = await request.server.db
    .selectFrom('owner_sessions')
    .select(['id', 'record_id', 'subject_hash', 'created_at', 'expires_at'])
    .where('token_hash', '=', sha256Hex(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row
    ? { recordId: row.record_id, emailHash: row.subject_hash, sessionId: row.id, verifiedAt: row.created_at, expiresAt: row.expires_at }
    : undefined;
}

/** The verified owner session of this request; 401 when there is none or it has ended. */
export async function requireOwnerSession(request: FastifyRequest): Promise<OwnerSessionInfo> {
  const session = await findOwnerSession(request);
  if (!session) throw unauthorized(OWNER_MESSAGES.sessionEnded);
  return session;
}

/** Ends this request's owner session (if any) and clears the cookie. */
export async function endOwnerSession(request: FastifyRequest, reply: FastifyReply): Promise<OwnerSessionInfo | undefined> {
  const session = await findOwnerSession(request);
  if (session) {
    await request.server.db
      .updateTable('owner_sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', session.sessionId)
      .execute();
  }
  for (const name of [SECURE_COOKIE, PLAIN_COOKIE]) {
    if (request.cookies[name] !== undefined)
      reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'strict', secure: name === SECURE_COOKIE });
  }
  return session;
}
