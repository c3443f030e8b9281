import { apiPost } from '../../../lib/api-client';

/** POST /api/auth/logout revokes the token on the server; the caller clears it locally either way. */
export async function logout(): Promise<void> {
  await apiPost('/api/auth/logout', {}, { auth: true, timeoutMs: 10_000 });
}
