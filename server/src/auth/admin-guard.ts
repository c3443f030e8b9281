import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { authenticate, isAdminRole } from './auth.service.ts';
import { checkCsrf, sessionCredentials } from './session-cookie.ts';

/**
 * The one guard in front of every /api/admin route: 401 without a valid session, 403 for a
 * non-admin or for a console request that changes something without its CSRF proof.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const credentials = sessionCredentials(request);
  if (!credentials) throw unauthorized('Please sign in.');
  const user = await authenticate(request.server.db, credentials.token);
  if (!user) throw unauthorized('Your session has expired. Please sign in again.');
  if (!isAdminRole(user.role)) throw forbidden('Admins only.');
  checkCsrf(request, credentials);
  request.user = user;
}
