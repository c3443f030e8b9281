import { ADMIN_PASSWORD_MIN, changePasswordSchema } from '@breachwatch/core/schemas/auth';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SubmitAndCancel } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { serverMessageOr } from '../../../lib/api-client';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useEndOtherSessions, useOtherSessions } from '../api/account-sessions';
import { useChangePassword } from '../api/change-password';
import { signInInputClass } from './sign-in-card';

const inputClass = `${signInInputClass} max-w-xs`;
const messageOf = (error: unknown) => serverMessageOr(error, 'Something went wrong. Please try again.');
const sessions = (n: number) => (n === 1 ? '1 other session' : `${n} other sessions`);
const endedNote = (n: number) => (n === 0 ? 'No other session was signed in.' : `${sessions(n)} signed out.`);

/** The current password and a new one; the form checks the new one as the server will. */
function ChangePasswordForm({ onDone, onCancel }: { onDone(ended: number): void; onCancel(): void }) {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema (core), so the form can never accept what the server refuses.
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    if (repeat !== newPassword) return setProblem('The two new passwords are not the same.');
    setProblem(null);
    change.mutate(parsed.data, { onSuccess: onDone });
  };
  const error = problem ?? (change.isError ? messageOf(change.error) : null);
  return (
    <form onSubmit={submit} className="mt-4 rounded-xl border border-slate-200 p-4" noValidate>
      <h3 className="font-semibold text-slate-900">Change your password</h3>
      <p className="mt-1 text-sm text-slate-700">
        At least {ADMIN_PASSWORD_MIN} characters; a few words you will remember are easier than symbols. Your other sessions are signed out.
      </p>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        Current password
        <input
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          className={inputClass}
        />
      </label>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        New password
        <input
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={ADMIN_PASSWORD_MIN}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          className={inputClass}
        />
      </label>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        New password again
        <input
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          className={inputClass}
        />
      </label>
      <FormError className="mt-2 min-h-5">{error}</FormError>
      <SubmitAndCancel
        submitLabel="Change password"
        pendingLabel="Changing…"
        pending={change.isPending}
        disabled={!currentPassword || !newPassword || !repeat}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The signed-in admin's password, and the sessions signed in elsewhere (ADR 0260). */
export function PasswordAndSessionsPanel() {
  const others = useOtherSessions();
  const end = useEndOtherSessions();
  const [changing, setChanging] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // The form replaces the button that opened it and the other way round: focus follows.
  const sectionRef = useFocusFallback<HTMLElement>();
  const endOthers = () => {
    setDone(null);
    end.mutate(undefined, { onSuccess: (ended) => setDone(endedNote(ended)) });
  };

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="password-sessions-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none sm:p-6"
    >
      <h2 id="password-sessions-heading" className="text-lg font-bold text-slate-900">
        Password and sessions
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        If you signed in on a computer you no longer use, or think someone else knows your password, sign the other sessions out or change
        the password.
      </p>
      <p className="mt-3 text-sm text-slate-800" data-testid="other-sessions">
        {others.isPending
          ? 'Loading…'
          : others.isError
            ? `Could not count your other sessions. ${messageOf(others.error)}`
            : others.data === 0
              ? 'You are signed in here only.'
              : `You are also signed in on ${sessions(others.data)}.`}
      </p>
      {/* Kept in the page so they are announced, but taking no room while empty. */}
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800 empty:mt-0">
        {done}
      </p>
      <FormError className="mt-2 empty:mt-0">{end.isError ? messageOf(end.error) : null}</FormError>
      {changing ? (
        <ChangePasswordForm
          onCancel={() => setChanging(false)}
          onDone={(ended) => {
            setChanging(false);
            setDone(`Your password was changed. ${endedNote(ended)}`);
          }}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" pending={end.isPending || !others.data} onClick={endOthers}>
            {end.isPending ? 'Signing out…' : 'Sign out the other sessions'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setDone(null);
              setChanging(true);
            }}
          >
            Change password
          </Button>
        </div>
      )}
    </section>
  );
}
