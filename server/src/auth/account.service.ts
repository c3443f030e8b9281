import { ACCOUNT_MESSAGES, type ChangePassword } from '@breachwatch/core/schemas/auth';
import { recordAudit } from '../audit/audit.repository.ts';
import { badRequest, HttpError } from '../lib/http-error.ts';
import { nowIso } from '../lib/time.ts';
import * as repo from './auth.repository.ts';
import { verifyConsolePassword, type AuthDeps } from './auth.service.ts';
import { hashPassword } from './password.ts';

// The signed-in admin's own password and sessions (ADR 0260). Both end the account's other
// sessions: whoever else may hold the old password, or a session left open on another
// computer, is out at once rather than when the session would have expired.

interface SignedInAdmin {
  id: string;
  email: string;
  sessionId: string;
}

type Deps = Pick<AuthDeps, 'db' | 'cipher' | 'onEvent'> & {
  /** The admin whose password ADMIN_PASSWORD sets at every start, if any. */
  configuredAdminEmail?: string;
};

async function userOrFail(deps: Deps, userId: string) {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, 'Please sign in.');
  return user;
}

/** How many other sessions of this admin are signed in now. */
export async function otherSessionCount(deps: Deps, admin: SignedInAdmin): Promise<number> {
  return repo.countOtherActiveSessions(deps.db, admin.id, admin.sessionId, nowIso());
}

/**
 * A new password after the current one (checked under the sign-in throttles, so a session left
 * open cannot be used to guess it). The session that asked stays signed in; the others end.
 * Returns the ids of the sessions it ended, to close their live feeds.
 */
export async function changeOwnPassword(deps: Deps, admin: SignedInAdmin, input: ChangePassword & { ip: string }): Promise<string[]> {
  const user = await userOrFail(deps, admin.id);
  // Changed here, it would come back at the next start: say so rather than pretend.
  if (deps.configuredAdminEmail !== undefined && deps.configuredAdminEmail === user.email) {
    throw new HttpError(409, ACCOUNT_MESSAGES.setByServer);
  }
  if (!(await verifyConsolePassword(deps, user, { password: input.currentPassword, ip: input.ip }))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, { currentPassword: ACCOUNT_MESSAGES.wrongPassword });
  }
  const hash = await hashPassword(input.newPassword);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await repo.updateUserPassword(trx, user.id, hash, now);
    const ended = await repo.revokeUserSessions(trx, user.id, now, admin.sessionId);
    await recordAudit(trx, { actorEmail: user.email, action: 'account.password-change', details: { otherSessionsEnded: ended.length } });
    return ended;
  });
}

/** Signs this admin out everywhere else. Returns the ids of the sessions it ended. */
export async function endOtherSessions(deps: Deps, admin: SignedInAdmin): Promise<string[]> {
  return deps.db.transaction().execute(async (trx) => {
    const ended = await repo.revokeUserSessions(trx, admin.id, nowIso(), admin.sessionId);
    await recordAudit(trx, { actorEmail: admin.email, action: 'account.sessions-end', details: { otherSessionsEnded: ended.length } });
    return ended;
  });
}
