// Admin sign-in (spec §5): the email is trimmed, the password is sent exactly as typed
// (spaces can be part of a password).

import { z } from 'zod';
import { EMAIL_MAX } from './formats.ts';
import { MESSAGES } from './messages.ts';

export const PASSWORD_MAX = 1024;

export const loginSchema = z.object({
  email: z.string({ error: MESSAGES.login.email }).trim().min(1, MESSAGES.login.email).max(EMAIL_MAX, MESSAGES.login.emailTooLong),
  password: z.string({ error: MESSAGES.login.password }).min(1, MESSAGES.login.password).max(PASSWORD_MAX, MESSAGES.login.passwordTooLong),
});

/** The name the first server commit used; same schema. */
export const loginRequestSchema = loginSchema;

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
export type LoginRequest = Login;

export interface LoginResponse {
  token?: string;
  error?: string;
}

export interface CurrentUserResponse {
  user?: { id?: string; email?: string; role: string };
  error?: string;
}

/** Spec §6: the role comparison is case-insensitive. */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '').trim().toLowerCase() === 'admin';
}
