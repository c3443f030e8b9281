import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { serverMessageOr } from '../../../lib/api-client';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useClearLockout, useLockouts, type Lockout } from '../api/lockouts';

const SCOPES: Record<Lockout['scope'], string> = {
  pair: 'wrong passwords from one address',
  address: 'an address trying many accounts',
  account: 'wrong passwords from unfamiliar addresses',
  'second-factor': 'wrong two-step codes',
};

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** Every admin account's sign-in lockouts, with a way to lift them (the same as `npm run admin -- clear-lockout`). */
export function LockoutsPanel() {
  const lockouts = useLockouts();
  const clear = useClearLockout();
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // A lifted lockout takes its row's button with it: focus goes to the line that says so.
  const sectionRef = useFocusFallback<HTMLElement>();

  const lift = (target: string) => {
    setDone(null);
    clear.mutate(target, {
      onSuccess: (cleared) => setDone(cleared > 0 ? `Sign-in lockouts of ${target} lifted.` : `${target} had no sign-in lockouts.`),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) lift(email.trim());
  };

  const accounts = lockouts.data ?? [];
  return (
    <section
      ref={sectionRef}
      aria-labelledby="lockouts-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="lockouts-heading" className="text-lg font-bold text-slate-900">
        Sign-in lockouts
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        After several wrong passwords, sign-in is paused for a while. A stranger’s attempts pause only their own address; an admin at an
        address they have used before can still sign in. Lift a lockout once you know who was trying.
      </p>
      {lockouts.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Loading…
        </p>
      ) : lockouts.isError ? (
        <FormError className="mt-3">Could not load the lockouts.</FormError>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Admin accounts">
          {accounts.map((account) => {
            const active = account.lockouts.filter((l) => l.locked);
            const failures = Math.max(0, ...account.lockouts.map((l) => l.attempts));
            return (
              <li key={account.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{account.email}</p>
                  <p className="text-xs text-slate-700">
                    Two-step sign-in {account.totpEnabled ? 'on' : 'off'}
                    {active.length === 0
                      ? ` · not locked${failures > 0 ? ` (${failures} recent failed attempt${failures === 1 ? '' : 's'})` : ''}`
                      : ` · locked until ${time(active.map((l) => l.until).sort()[active.length - 1]!)} (${active.map((l) => SCOPES[l.scope]).join('; ')})`}
                  </p>
                </div>
                {/* Only a locked account has anything to lift; failed attempts alone lock nothing. */}
                {active.length > 0 && (
                  <Button variant="secondary" size="sm" pending={clear.isPending} onClick={() => lift(account.email)}>
                    Lift lockout
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
        <label className="block text-sm font-medium text-slate-800">
          Another account’s email
          <input
            type="email"
            name="lockout-email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1 block w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-indigo-600"
          />
        </label>
        <Button type="submit" variant="secondary" size="sm" pending={clear.isPending || !email.trim()}>
          Lift lockout
        </Button>
      </form>
      <div role="status" tabIndex={-1} data-autofocus className="mt-2 min-h-5 text-sm text-slate-800 focus:outline-none">
        {clear.isError ? serverMessageOr(clear.error, 'Could not lift the lockout.') : done}
      </div>
    </section>
  );
}
