import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { SignInCard, signInInputClass } from './sign-in-card';

export interface SecondFactorFormProps {
  busy: boolean;
  error: string | null;
  onSubmit(code: string): void;
  onCancel(): void;
}

const inputClass = `${signInInputClass} text-lg tracking-widest`;

/** The second step of sign-in: the 6-digit code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ busy, error, onSubmit, onCancel }: SecondFactorFormProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') return setFieldError(useRecovery ? 'Please enter a recovery code.' : 'Please enter the 6-digit code.');
    if (!useRecovery && !/^\d{6}$/.test(value.replace(/\s/g, ''))) return setFieldError('The code has 6 digits.');
    setFieldError(null);
    onSubmit(value);
  };

  const shown = fieldError ?? error;
  return (
    <SignInCard icon={ShieldCheck} title="Two-step sign-in" onSubmit={submit} describedBy={shown ? errorId : undefined}>
      <p className="text-sm text-slate-700">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      <label className="mt-4 block text-sm font-medium text-slate-800">
        {useRecovery ? 'Recovery code' : 'Authentication code'}
        <input
          key={useRecovery ? 'recovery' : 'totp'}
          name="code"
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoFocus
          required
          maxLength={useRecovery ? 24 : 7}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          className={inputClass}
        />
      </label>
      <FormError id={errorId} className="mt-4 min-h-6">
        {shown}
      </FormError>
      <Button type="submit" className="mt-2 w-full" pending={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </Button>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-semibold text-indigo-800 underline"
          onClick={() => {
            setUseRecovery((v) => !v);
            setCode('');
            setFieldError(null);
          }}
        >
          {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className="font-semibold text-slate-700 underline" onClick={onCancel}>
          Start over
        </button>
      </div>
    </SignInCard>
  );
}
