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

/**
 * The shortest password an admin may choose, in the console, on the command line and in
 * ADMIN_PASSWORD: long enough that a passphrase is the easy way to meet it.
 */
export const ADMIN_PASSWORD_MIN = 12;

export const ACCOUNT_MESSAGES = {
  currentPassword: 'Please enter your current password.',
  newPasswordTooShort: `Choose a password of at least ${ADMIN_PASSWORD_MIN} characters.`,
  newPasswordSame: 'Choose a password other than the current one.',
  wrongPassword: 'That password is not right.',
  setByServer:
    'This account’s password comes from the server’s ADMIN_PASSWORD setting, which sets it again at every start. Change the setting instead.',
} as const;

/**
 * An admin changing their own password in the console: the current one, so a session left open
 * is not enough to take the account over. Both are sent as typed, like the sign-in's.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPassword })
      .min(1, ACCOUNT_MESSAGES.currentPassword)
      .max(PASSWORD_MAX, MESSAGES.login.passwordTooLong),
    newPassword: z
      .string({ error: ACCOUNT_MESSAGES.newPasswordTooShort })
      .min(ADMIN_PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordTooShort)
      .max(PASSWORD_MAX, MESSAGES.login.passwordTooLong),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: ACCOUNT_MESSAGES.newPasswordSame });

export type ChangePassword = z.output<typeof changePasswordSchema>;

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
