import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useAdminSession, type AdminSession } from '../hooks/use-admin-session';
import { AdminSignInForm } from './admin-sign-in-form';
import { SecondFactorForm } from './second-factor-form';

const SessionContext = createContext<AdminSession | null>(null);

/** The signed-in admin session, for the console shell (sign-out button, expiry on 401). */
export function useAdminSessionContext(): AdminSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSessionContext must be used inside <AdminGate>');
  return session;
}

/**
 * Renders the checking state, then the sign-in form, then `children` once an admin is
 * signed in. The URL is left untouched throughout, so a deep link (/admin/import) opens its
 * tab right after sign-in.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  // The sign-in form, and the button that had focus, give way to the console: focus moves to
  // its main region (#main, tabIndex=-1), not <body>. Not when the console is the first thing shown.
  const previous = useRef(session.status);
  useEffect(() => {
    const was = previous.current;
    previous.current = session.status;
    if (session.status === 'signed-in' && (was === 'signing-in' || was === 'verifying-code')) document.getElementById('main')?.focus();
  }, [session.status]);
  if (session.status === 'checking') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-slate-100" aria-busy="true">
        <p role="status" className="text-slate-700">
          Checking your session…
        </p>
      </main>
    );
  }
  if (session.status === 'second-factor' || session.status === 'verifying-code') {
    return (
      <SecondFactorForm
        busy={session.status === 'verifying-code'}
        error={session.error}
        onSubmit={(code) => void session.submitCode(code)}
        onCancel={session.restart}
      />
    );
  }
  if (session.status !== 'signed-in') {
    return <AdminSignInForm busy={session.status === 'signing-in'} error={session.error} onSubmit={(e, p) => void session.signIn(e, p)} />;
  }
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
