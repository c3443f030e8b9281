import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error.ts';
import { securityEvent, type SecurityEventName } from '../lib/security-log.ts';
import type { AuthenticatedUser } from './auth.service.ts';

// What the console's account routes (two-step sign-in, password and sessions) share: the admin
// the guard signed in, the services' dependencies, and the end of other sessions' live feeds.

/** The admin the guard signed in for this request. */
export function signedInAdmin(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The account services' dependencies; wrong codes and lockouts are logged as security events, like those of sign-in. */
export function accountDeps(app: FastifyInstance, request: FastifyRequest) {
  return {
    db: app.db,
    cipher: app.cipher,
    siteName: app.config.site.name,
    /** The admin whose password ADMIN_PASSWORD sets at every start, if any. */
    configuredAdminEmail: app.config.admin?.email,
    onEvent: (event: SecurityEventName, details: Record<string, string | number | boolean>) => securityEvent(request, event, details),
  };
}

/** Ended sessions' open consoles lose the live feed now, not at their next request. */
export function disconnectSessions(app: FastifyInstance, sessionIds: readonly string[]): void {
  for (const sessionId of sessionIds) app.realtime.disconnectSession(sessionId);
}
