import { loginSchema, type LoginInput } from '@breachwatch/core/schemas/auth';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const userSchema = z.object({ email: z.string(), role: z.string(), totpEnabled: z.boolean().optional() });

/** Either signed in (the session is now an HttpOnly cookie) or asked for the second step. */
export const signInResponseSchema = z.discriminatedUnion('step', [
  z.object({ ok: z.literal(true), step: z.literal('signed-in'), user: userSchema, csrfToken: z.string().min(1) }),
  z.object({ ok: z.literal(true), step: z.literal('second-factor'), challenge: z.string().min(1) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /api/auth/login: the email trimmed, the password exactly as typed (spec §5). */
export async function login(input: LoginInput): Promise<SignInResponse> {
  const body = loginSchema.parse(input);
  return signInResponseSchema.parse(await apiPost('/api/auth/login', body, { timeoutMs: 20_000 }));
}
