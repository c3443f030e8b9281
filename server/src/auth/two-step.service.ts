import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import type { FieldCipher } from '../lib/field-cipher.ts';
import { badRequest, HttpError } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import * as repo from './auth.repository.ts';
import { verifyConsolePassword, verifyConsoleSecondFactor, type AuthDeps } from './auth.service.ts';
import { hashRecoveryCode, newRecoveryCode, newTotpSecret, RECOVERY_CODE_COUNT, totpQrCode, totpUri, verifyTotp } from './totp.ts';

// Turning two-step sign-in on and off for the signed-in admin (ADR 0081). The secret is
// encrypted with the field cipher before it is stored, both while pending and once on;
// recovery codes are shown once and only their hashes are kept.

export const TWO_STEP_MESSAGES = {
  noSetup: 'Start the setup again: scan a new QR code.',
  wrongCode: 'That code is not right. Check that your phone’s clock is set automatically and try the newest code.',
  wrongPassword: 'That password is not right.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
} as const;

interface Deps {
  db: Kysely<Database>;
  cipher: FieldCipher;
  siteName: string;
  /** Told of wrong codes and lockouts (the route logs them as security events). */
  onEvent?: AuthDeps['onEvent'];
}

async function userOrFail(db: Kysely<Database>, userId: string) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new HttpError(401, 'Please sign in.');
  return user;
}

export async function twoStepStatus(db: Kysely<Database>, userId: string) {
  const user = await userOrFail(db, userId);
  return {
    totpEnabled: !!user.totp_secret,
    enabledAt: user.totp_enabled_at,
    recoveryCodesLeft: user.totp_secret ? await repo.countUnusedRecoveryCodes(db, userId) : 0,
  };
}

/** A new secret to scan; replaces any setup not finished. Nothing changes until it is confirmed. */
export async function beginTotpSetup(deps: Deps, userId: string) {
  const user = await userOrFail(deps.db, userId);
  if (user.totp_secret) throw new HttpError(409, TWO_STEP_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await repo.setPendingTotpSecret(deps.db, userId, deps.cipher.encryptJson(secret), nowIso());
  const uri = totpUri(secret, deps.siteName, user.email);
  return { secret, otpauthUrl: uri, qrCode: await totpQrCode(uri) };
}

async function issueRecoveryCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode), codes.map(newId), nowIso());
  return codes;
}

/**
 * Confirms the setup with a code from the app; turns two-step sign-in on and returns the
 * recovery codes, once, with the ids of the user's other sessions, now signed out (ADR 0221):
 * a session opened with the password alone, perhaps by whoever else knows it, does not outlive
 * the switch to two steps.
 */
export async function confirmTotpSetup(deps: Deps, admin: { id: string; email: string; sessionId: string }, code: string) {
  const { id: userId, email: actorEmail } = admin;
  const user = await userOrFail(deps.db, userId);
  if (user.totp_secret) throw new HttpError(409, TWO_STEP_MESSAGES.alreadyOn);
  if (!user.totp_pending_secret) throw badRequest(TWO_STEP_MESSAGES.noSetup);
  const secret = deps.cipher.decryptJson<string>(user.totp_pending_secret);
  const step = verifyTotp(secret, code.trim().replace(/\s/g, ''));
  if (step === undefined) throw badRequest(TWO_STEP_MESSAGES.wrongCode, { code: TWO_STEP_MESSAGES.wrongCode });
  return deps.db.transaction().execute(async (trx) => {
    // The confirming code's step counts as used: it cannot also sign someone in.
    await repo.enableTotp(trx, userId, user.totp_pending_secret!, step, nowIso());
    const codes = await issueRecoveryCodes(trx as unknown as Kysely<Database>, userId);
    const endedSessionIds = await repo.revokeUserSessions(trx, userId, nowIso(), admin.sessionId);
    await recordAudit(trx, { actorEmail, action: 'account.totp-enable', details: { otherSessionsEnded: endedSessionIds.length } });
    return { codes, endedSessionIds };
  });
}

/** Needs the password and a current code (or a recovery code): a stolen session alone cannot turn it off. */
export async function disableTotp(deps: Deps, userId: string, actorEmail: string, input: { password: string; code: string; ip: string }) {
  const user = await userOrFail(deps.db, userId);
  if (!user.totp_secret) throw new HttpError(409, TWO_STEP_MESSAGES.notOn);
  const precheck = async () => {
    if (!(await verifyConsolePassword(deps, user, input))) {
      throw badRequest(TWO_STEP_MESSAGES.wrongPassword, { password: TWO_STEP_MESSAGES.wrongPassword });
    }
  };
  if (!(await verifyConsoleSecondFactor(deps, user, { code: input.code, ip: input.ip, precheck })))
    throw badRequest(TWO_STEP_MESSAGES.wrongCode, { code: TWO_STEP_MESSAGES.wrongCode });
  await deps.db.transaction().execute(async (trx) => {
    await repo.disableTotp(trx, userId, nowIso());
    await repo.deleteRecoveryCodes(trx, userId);
    await recordAudit(trx, { actorEmail, action: 'account.totp-disable' });
  });
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function regenerateRecoveryCodes(deps: Deps, userId: string, actorEmail: string, input: { code: string; ip: string }) {
  const user = await userOrFail(deps.db, userId);
  if (!user.totp_secret) throw new HttpError(409, TWO_STEP_MESSAGES.notOn);
  if (!(await verifyConsoleSecondFactor(deps, user, input)))
    throw badRequest(TWO_STEP_MESSAGES.wrongCode, { code: TWO_STEP_MESSAGES.wrongCode });
  return deps.db.transaction().execute(async (trx) => {
    const codes = await issueRecoveryCodes(trx as unknown as Kysely<Database>, userId);
    await recordAudit(trx, { actorEmail, action: 'account.recovery-codes' });
    return codes;
  });
}

/**
 * The command line's way back for an admin who lost both the phone and the recovery codes:
 * two-step sign-in off and every session signed out. Returns the user's id, or undefined.
 */
export async function resetTwoStep(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const user = await repo.findUserByEmail(db, email.trim().toLowerCase());
  if (!user) return undefined;
  await db.transaction().execute(async (trx) => {
    await repo.disableTotp(trx, user.id, nowIso());
    await repo.deleteRecoveryCodes(trx, user.id);
    await repo.revokeUserSessions(trx, user.id, nowIso());
    await recordAudit(trx, { actorEmail: 'command line', action: 'account.totp-disable', target: user.email });
  });
  return user.id;
}
