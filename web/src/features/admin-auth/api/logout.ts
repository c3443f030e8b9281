import { apiPost } from '../../../lib/api-client';

/** POST /api/auth/logout ends the session on the server and clears its cookie. */
export async function logout(): Promise<void> {
  await apiPost('/api/auth/logout', {}, { timeoutMs: 10_000 });
}
