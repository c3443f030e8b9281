import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';

export interface AdminSignInFormProps {
  busy: boolean;
  error: string | null;
  onSubmit(email: string, password: string): void;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm ' +
  'focus:border-indigo-600 focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600';

export function AdminSignInForm({ busy, error, onSubmit }: AdminSignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setFieldError(MESSAGES.login.email);
    if (password === '') return setFieldError(MESSAGES.login.password);
    setFieldError(null);
    // Spec §5: the email is trimmed, the password is sent exactly as typed.
    onSubmit(email.trim(), password);
  };

  const shown = fieldError ?? error;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <form
        onSubmit={submit}
        noValidate
        aria-describedby={shown ? errorId : undefined}
        className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <div className="mb-6 flex items-center gap-3">
          <span className="rounded-xl bg-indigo-100 p-2 text-indigo-800" aria-hidden="true">
            <LockKeyhole className="size-6" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">Admin sign-in</h1>
        </div>
        <label className="block text-sm font-medium text-slate-800">
          Email
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={inputClass}
          />
        </label>
        <label className="mt-4 block text-sm font-medium text-slate-800">
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </label>
        <div id={errorId} role="alert" className="mt-4 min-h-6 text-sm font-medium text-red-700">
          {shown}
        </div>
        <Button type="submit" className="mt-2 w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </main>
  );
}
