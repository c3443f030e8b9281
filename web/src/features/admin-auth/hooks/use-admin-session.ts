import { isAdminRole } from '@breachwatch/core/schemas/auth';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, setCsrfToken } from '../../../lib/api-client';
import { onAdminSessionEnded } from '../../../lib/session-events';
import { getCurrentUser, type CurrentUser } from '../api/get-current-user';
import { login as loginRequest, type SignInResponse } from '../api/login';
import { logout as logoutRequest } from '../api/logout';
import { submitSecondFactor } from '../api/submit-second-factor';

export type AdminSessionStatus = 'checking' | 'signed-out' | 'signing-in' | 'second-factor' | 'verifying-code' | 'signed-in';

export const NOT_ADMIN_MESSAGE = 'This account does not have access to the admin console.';
export const CODE_SESSION_EXPIRED = 'This sign-in took too long. Please enter your email and password again.';

export interface AdminSession {
  status: AdminSessionStatus;
  user: CurrentUser | null;
  error: string | null;
  signIn(email: string, password: string): Promise<void>;
  /** The second step: the authenticator code or a recovery code. */
  submitCode(code: string): Promise<void>;
  /** Back from the second step to the email and password. */
  restart(): void;
  signOut(): Promise<void>;
  /** Drop a session the server no longer accepts (a 401 from any admin call), with a notice. */
  expire(): void;
}

const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error instanceof DOMException && error.name !== 'AbortError');

/** The server's own error text, if it sent one. */
function serverError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * Admin access (spec §4): checking, then the sign-in form (and the second step when the account
 * has one), then the console. The session is an HttpOnly cookie the page cannot see, so the
 * state is always learnt from /api/me; a user whose role is not admin (case-insensitive) is
 * signed out again.
 */
export function useAdminSession(): AdminSession {
  const [status, setStatus] = useState<AdminSessionStatus>('checking');
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  const challenge = useRef<string | null>(null);
  const mounted = useRef(true);
  /** While this tab signs out, the server ending its socket and session is expected, not news. */
  const signingOut = useRef(false);

  const signedOut = useCallback((message: string | null) => {
    setCsrfToken(null);
    challenge.current = null;
    if (!mounted.current) return;
    setUser(null);
    setError(message);
    setStatus('signed-out');
  }, []);

  /** Asks the server who this cookie belongs to; returns the message to show when it is nobody usable. */
  const verify = useCallback(async (signal?: AbortSignal): Promise<string | null | 'ok'> => {
    try {
      const me = await getCurrentUser(signal);
      if (!isAdminRole(me.user.role)) {
        await logoutRequest().catch(() => undefined);
        return NOT_ADMIN_MESSAGE;
      }
      setCsrfToken(me.csrfToken ?? null);
      if (mounted.current) {
        setUser(me.user);
        setError(null);
        setStatus('signed-in');
      }
      return 'ok';
    } catch (e) {
      if (signal?.aborted) return 'ok';
      // No session (or an expired one) simply asks for a sign-in.
      if (e instanceof ApiError && e.status === 401) return null;
      return isNetworkFailure(e) ? MESSAGES.login.network : MESSAGES.login.sessionCheck;
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    const controller = new AbortController();
    void verify(controller.signal).then((result) => {
      if (controller.signal.aborted || result === 'ok') return;
      signedOut(result);
    });
    return () => {
      mounted.current = false;
      controller.abort();
    };
  }, [verify, signedOut]);

  const finish = useCallback(
    async (res: SignInResponse) => {
      if (res.step === 'second-factor') {
        challenge.current = res.challenge;
        setStatus('second-factor');
        return;
      }
      challenge.current = null;
      setCsrfToken(res.csrfToken);
      const result = await verify();
      if (result !== 'ok') signedOut(result ?? MESSAGES.login.sessionCheck);
    },
    [verify, signedOut],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      setError(null);
      setStatus('signing-in');
      let res: SignInResponse;
      try {
        res = await loginRequest({ email, password });
      } catch (e) {
        signedOut(isNetworkFailure(e) ? MESSAGES.login.network : (serverError(e) ?? MESSAGES.login.failed));
        return;
      }
      await finish(res);
    },
    [finish, signedOut],
  );

  const submitCode = useCallback(
    async (code: string) => {
      const pending = challenge.current;
      if (!pending) return signedOut(CODE_SESSION_EXPIRED);
      setError(null);
      setStatus('verifying-code');
      let res: SignInResponse;
      try {
        res = await submitSecondFactor(pending, code);
      } catch (e) {
        const message = isNetworkFailure(e) ? MESSAGES.login.network : (serverError(e) ?? MESSAGES.login.failed);
        // A spent or expired challenge needs the password again; a wrong code may be retried.
        if (message === CODE_SESSION_EXPIRED || (e instanceof ApiError && e.status === 429)) return signedOut(message);
        setError(message);
        setStatus('second-factor');
        return;
      }
      await finish(res);
    },
    [finish, signedOut],
  );

  const restart = useCallback(() => signedOut(null), [signedOut]);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await logoutRequest();
    } catch {
      /* the session is dropped here regardless; the server expires it in any case */
    }
    signedOut(null);
    signingOut.current = false;
  }, [signedOut]);

  // Ended elsewhere (another tab signed out, the server revoked it): the console and the data it
  // shows go at once, and the sign-in form says why instead of the tab going quietly stale.
  const expire = useCallback(() => {
    if (!signingOut.current) signedOut(MESSAGES.login.sessionEnded);
  }, [signedOut]);

  // A layout effect: it subscribes in the same commit that shows the console, so there is no
  // moment when the console is on screen and a notice of its end would go unheard (a passive
  // effect runs later, and on a busy machine a test's notice arrived first).
  useLayoutEffect(() => {
    if (status !== 'signed-in') return;
    return onAdminSessionEnded(expire);
  }, [status, expire]);

  return { status, user, error, signIn, submitCode, restart, signOut, expire };
}
