import { apiPost } from '../../../lib/api-client';
import { signInResponseSchema, type SignInResponse } from './login';

/** POST /api/auth/login/second-factor: the authenticator code, or a recovery code. */
export async function submitSecondFactor(challenge: string, code: string): Promise<SignInResponse> {
  return signInResponseSchema.parse(await apiPost('/api/auth/login/second-factor', { challenge, code }, { timeoutMs: 20_000 }));
}
