import { isAdminRole } from '@breachwatch/core/schemas/auth';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, getToken, setToken } from '../../../lib/api-client';
import { getCurrentUser, type CurrentUser } from '../api/get-current-user';
import { login as loginRequest } from '../api/login';
import { logout as logoutRequest } from '../api/logout';

export type AdminSessionStatus = 'checking' | 'signed-out' | 'signing-in' | 'signed-in';

export const NOT_ADMIN_MESSAGE = 'This account does not have access to the admin console.';

export interface AdminSession {
  status: AdminSessionStatus;
  user: CurrentUser | null;
  error: string | null;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Drop a session the server no longer accepts (a 401 from any admin call). */
  expire(): void;
}

const isNetworkFailure = (error: unknown) => error instanceof TypeError || (error instanceof DOMException && error.name !== 'AbortError');

/** The server's own error text, if it sent one. */
function serverError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * Admin access (spec §4): checking, then the sign-in form, then the console. The token lives
 * in local storage; it is verified through /api/me and cleared on any failure or for a user
 * whose role is not admin (case-insensitive).
 */
export function useAdminSession(): AdminSession {
  const [status, setStatus] = useState<AdminSessionStatus>(() => (getToken() ? 'checking' : 'signed-out'));
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);

  /** Verifies the stored token; returns the message to show when it does not hold. */
  const verify = useCallback(async (signal?: AbortSignal): Promise<string | null> => {
    try {
      const me = await getCurrentUser(signal);
      if (!isAdminRole(me.role)) {
        setToken(null);
        return NOT_ADMIN_MESSAGE;
      }
      if (mounted.current) {
        setUser(me);
        setStatus('signed-in');
      }
      return null;
    } catch (e) {
      if (signal?.aborted) return null;
      setToken(null);
      // An expired stored session simply asks for a new sign-in.
      if (e instanceof ApiError && e.status === 401) return null;
      return isNetworkFailure(e) ? MESSAGES.login.network : MESSAGES.login.sessionCheck;
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    if (!getToken()) return;
    const controller = new AbortController();
    void verify(controller.signal).then((message) => {
      if (controller.signal.aborted || !mounted.current) return;
      if (getToken()) return; // verified
      setError(message);
      setStatus('signed-out');
    });
    return () => {
      mounted.current = false;
      controller.abort();
    };
  }, [verify]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      setError(null);
      setStatus('signing-in');
      try {
        const res = await loginRequest({ email, password });
        setToken(res.token);
      } catch (e) {
        setToken(null);
        setError(isNetworkFailure(e) ? MESSAGES.login.network : (serverError(e) ?? MESSAGES.login.failed));
        setStatus('signed-out');
        return;
      }
      const message = await verify();
      if (!getToken()) {
        setError(message ?? MESSAGES.login.sessionCheck);
        setStatus('signed-out');
      }
    },
    [verify],
  );

  const signOut = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      /* the token is dropped locally regardless; the server expires it in any case */
    }
    setToken(null);
    setUser(null);
    setError(null);
    setStatus('signed-out');
  }, []);

  const expire = useCallback(() => {
    setToken(null);
    setUser(null);
    setStatus('signed-out');
  }, []);

  return { status, user, error, signIn, signOut, expire };
}
