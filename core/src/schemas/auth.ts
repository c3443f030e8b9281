import { z } from 'zod';

/** Admin sign-in: the email is trimmed; the password is sent exactly as typed (spec §5). */
export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email.').max(254, 'That email is too long.'),
  password: z.string().min(1, 'Please enter your password.').max(1024, 'That password is too long.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
