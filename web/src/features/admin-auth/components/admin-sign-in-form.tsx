import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { LockKeyhole } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { SignInCard, signInInputClass } from './sign-in-card';

export interface AdminSignInFormProps {
  busy: boolean;
  error: string | null;
  onSubmit(email: string, password: string): void;
}

const inputClass = signInInputClass;

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
    <SignInCard icon={LockKeyhole} title="Admin sign-in" onSubmit={submit} describedBy={shown ? errorId : undefined}>
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
      <FormError id={errorId} className="mt-4 min-h-6">
        {shown}
      </FormError>
      <Button type="submit" className="mt-2 w-full" pending={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </SignInCard>
  );
}
