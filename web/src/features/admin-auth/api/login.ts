import { loginSchema, type LoginInput } from '@breachwatch/core/schemas/auth';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

export const loginResponseSchema = z.object({
  ok: z.literal(true),
  token: z.string().min(1),
  user: z.object({ email: z.string(), role: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/login: the email trimmed, the password exactly as typed (spec §5). Never sends a token. */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const body = loginSchema.parse(input);
  return loginResponseSchema.parse(await apiPost('/api/auth/login', body, { auth: false, timeoutMs: 20_000 }));
}
