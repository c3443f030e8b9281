import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import { authenticate, isAdminRole } from './auth.service.ts';
import { bearerToken } from './bearer-token.ts';

/** The one guard in front of every /api/admin route: 401 without a valid session, 403 for a non-admin. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in.');
  const user = await authenticate(request.server.db, token);
  if (!user) throw unauthorized('Your session has expired. Please sign in again.');
  if (!isAdminRole(user.role)) throw forbidden('Admins only.');
  request.user = user;
}
