import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/http-error.ts';
import { securityEvent } from '../lib/security-log.ts';
import { bearerToken, isWellFormedToken } from './bearer-token.ts';

// How the console holds its session (ADR 0082). The browser gets the session token in an
// HttpOnly, SameSite=Strict cookie: no script on our origin can read it, so an injected script
// cannot carry the session away, and no other site's page can send it. Requests that change
// something must also carry X-CSRF-Token, a value derived from the session token that the
// console receives in the sign-in and /api/me responses (readable only by our own origin), and,
// when the browser sends an Origin, it must be ours. API clients keep using a bearer token
// (asked for with session: "bearer" at sign-in); a header no browser adds by itself needs no
// CSRF check.

/** The console's cookie over plain http (a local install): no prefix can hold there. */
export const SESSION_COOKIE = 'bw_admin_session';
/**
 * The cookie over https (ADR 0280): "__Host-" makes the browser take it only Secure, for the
 * whole site and from this host, so a sibling subdomain or a page over plain http cannot set one
 * of that name for the console to read.
 */
export const SECURE_SESSION_COOKIE = '__Host-bw_admin_session';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_REFUSED_MESSAGE = 'This request did not come from the console. Reload the page and try again.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SessionCredentials {
  token: string;
  via: 'bearer' | 'cookie';
}

/** The cookie this request's session is held in: over https only the "__Host-" one is read. */
const sessionCookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session token of a request: the bearer header first, then the console's cookie. */
export function sessionCredentials(request: FastifyRequest): SessionCredentials | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = request.cookies?.[sessionCookieName(request)];
  return isWellFormedToken(cookie) ? { token: cookie, via: 'cookie' } : undefined;
}

/**
 * The session token in a raw Cookie header (the live socket's handshake, which does not go
 * through Fastify's protocol reading): the "__Host-" cookie when the browser holds one.
 */
export function sessionTokenFromCookieHeader(header: string | undefined, parse: (header: string) => Record<string, string | undefined>) {
  if (!header) return undefined;
  const cookies = parse(header);
  const value = cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
  return isWellFormedToken(value) ? value : undefined;
}

export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

/** Whether an Origin header (when there is one) names the host the request was sent to. */
export function isSameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!host) return false;
  try {
    const from = new URL(origin);
    // Through the same scheme, so a default port written out (":80") compares equal.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Refuses a cookie-authenticated request that changes something without the console's proof. */
export function checkCsrf(request: FastifyRequest, credentials: SessionCredentials): void {
  if (credentials.via !== 'cookie' || SAFE_METHODS.has(request.method)) return;
  const sent = request.headers[CSRF_HEADER];
  const expected = Buffer.from(csrfTokenFor(credentials.token));
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
  if (!tokenOk || !isSameOrigin(request.headers.origin, request.headers.host)) {
    securityEvent(request, 'csrf-refused', { method: request.method });
    throw forbidden(CSRF_REFUSED_MESSAGE);
  }
}

export const CROSS_SITE_READ_MESSAGE = 'This download did not come from the console. Start it from the console page.';
/** Fetch Metadata values a cookie download may come with: our own page, or the operator's own address bar. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses a cookie-authenticated read that another site started: a download the console opens
 * by navigation (a link, not fetch) is a GET, which checkCsrf lets through. SameSite=Strict keeps
 * the cookie off cross-site requests already; this also refuses a sibling subdomain ("same-site",
 * which Strict lets the cookie ride) and any Origin not ours. A browser too old to send
 * Sec-Fetch-Site still has the SameSite cookie. Bearer clients are not browsers: nothing to check.
 */
export function checkOwnSiteRead(request: FastifyRequest): void {
  if (sessionCredentials(request)?.via !== 'cookie') return;
  const site = request.headers['sec-fetch-site'];
  const siteOk = site === undefined || (typeof site === 'string' && OWN_FETCH_SITES.has(site));
  if (!siteOk || !isSameOrigin(request.headers.origin, request.headers.host)) {
    securityEvent(request, 'csrf-refused', { method: request.method, site: typeof site === 'string' ? site : 'unknown' });
    throw forbidden(CROSS_SITE_READ_MESSAGE);
  }
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  // Secure whenever the site is reached over https (directly, or through a trusted proxy).
  secure: request.protocol === 'https',
});

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlHours: number): void {
  reply.setCookie(sessionCookieName(request), token, { ...cookieOptions(request), maxAge: ttlHours * 3600 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), cookieOptions(request));
}
