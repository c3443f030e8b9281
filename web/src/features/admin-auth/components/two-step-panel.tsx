import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SubmitAndCancel } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-error';
import { serverMessageOr } from '../../../lib/api-client';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import {
  useConfirmTwoStep,
  useDisableTwoStep,
  useReplaceRecoveryCodes,
  useStartTwoStepSetup,
  useTwoStepStatus,
  type TwoStepSetup,
} from '../api/two-step';
import { RecoveryCodes } from './recovery-codes';
import { signInInputClass } from './sign-in-card';

const inputClass = `${signInInputClass} max-w-xs`;

const messageOf = (error: unknown) => serverMessageOr(error, 'Something went wrong. Please try again.');

function CodeInput({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  return (
    <label className="mt-3 block text-sm font-medium text-slate-800">
      {label}
      <input
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        maxLength={24}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </label>
  );
}

/** Turning on: scan, type the code the app shows, save the recovery codes. */
function SetupSteps({ setup, onCodes, onCancel }: { setup: TwoStepSetup; onCodes(codes: string[]): void; onCancel(): void }) {
  const confirm = useConfirmTwoStep();
  const [code, setCode] = useState('');
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    confirm.mutate(code.trim(), { onSuccess: onCodes });
  };
  return (
    <form onSubmit={submit} aria-describedby={errorId} className="mt-4 space-y-3">
      <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-800">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis) and scan
          this code.
          <img src={setup.qrCode} alt="QR code to add this account to an authenticator app" width={232} height={232} className="mt-2" />
          <details className="mt-2">
            <summary className="cursor-pointer font-semibold text-indigo-800">Can’t scan it? Enter the key by hand</summary>
            <p className="mt-1 font-mono text-sm break-all text-slate-900" data-testid="totp-secret">
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </p>
          </details>
        </li>
        <li>
          <CodeInput label="Enter the 6-digit code the app shows" value={code} onChange={setCode} />
        </li>
      </ol>
      <FormError id={errorId} className="min-h-5">
        {confirm.isError ? messageOf(confirm.error) : null}
      </FormError>
      <SubmitAndCancel submitLabel="Turn on two-step sign-in" pendingLabel="Checking…" pending={confirm.isPending} onCancel={onCancel} />
    </form>
  );
}

/** Needs the password and a code: a session left open cannot switch it off. */
function DisableForm({ onDone }: { onDone(): void }) {
  const disable = useDisableTwoStep();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ password, code: code.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-4 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Turn off two-step sign-in</h3>
      <p className="mt-1 text-sm text-slate-700">Your account will then be protected by its password alone.</p>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        Your password
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
      <CodeInput label="A code from the app, or a recovery code" value={code} onChange={setCode} />
      <FormError className="mt-2 min-h-5">{disable.isError ? messageOf(disable.error) : null}</FormError>
      <SubmitAndCancel
        submitLabel="Turn off"
        pendingLabel="Turning off…"
        pending={disable.isPending}
        disabled={!password || !code.trim()}
        cancelLabel="Keep it on"
        onCancel={onDone}
      />
    </form>
  );
}

function ReplaceCodesForm({ onCodes, onCancel }: { onCodes(codes: string[]): void; onCancel(): void }) {
  const replace = useReplaceRecoveryCodes();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    replace.mutate(code.trim(), { onSuccess: onCodes });
  };
  return (
    <form onSubmit={submit} className="mt-4 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">New recovery codes</h3>
      <p className="mt-1 text-sm text-slate-700">Your current recovery codes stop working as soon as the new ones are made.</p>
      <CodeInput label="A code from the app" value={code} onChange={setCode} />
      <FormError className="mt-2 min-h-5">{replace.isError ? messageOf(replace.error) : null}</FormError>
      <SubmitAndCancel submitLabel="Make new codes" pending={replace.isPending} disabled={!code.trim()} onCancel={onCancel} />
    </form>
  );
}

type Mode = 'idle' | 'setup' | 'codes' | 'disable' | 'replace';

/** The signed-in admin's two-step sign-in: status, setup, recovery codes, switching off. */
export function TwoStepPanel() {
  const status = useTwoStepStatus();
  const start = useStartTwoStepSetup();
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  // Each step replaces the button that led to it: focus moves to the new step's first control.
  const sectionRef = useFocusFallback<HTMLElement>();
  const showCodes = (next: string[]) => {
    setCodes(next);
    setMode('codes');
  };

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby="two-step-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none sm:p-6"
    >
      <h2 id="two-step-heading" className="text-lg font-bold text-slate-900">
        Two-step sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        With two-step sign-in, signing in to this console needs your password and a code from an app on your phone, so a stolen password
        alone does not let anyone see the records.
      </p>
      {status.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          Loading…
        </p>
      ) : status.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          Could not load your two-step sign-in status. {messageOf(status.error)}
        </p>
      ) : mode === 'codes' ? (
        <RecoveryCodes codes={codes} onDone={() => setMode('idle')} />
      ) : status.data.totpEnabled ? (
        <>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            On
          </p>
          <p className="mt-2 text-sm text-slate-700" data-testid="recovery-codes-left">
            {status.data.recoveryCodesLeft} of 10 recovery codes left.
            {status.data.recoveryCodesLeft <= 3 ? ' Make new ones soon.' : ''}
          </p>
          {mode === 'disable' ? (
            <DisableForm onDone={() => setMode('idle')} />
          ) : mode === 'replace' ? (
            <ReplaceCodesForm onCodes={showCodes} onCancel={() => setMode('idle')} />
          ) : (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setMode('replace')}>
                New recovery codes
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setMode('disable')}>
                Turn off
              </Button>
            </div>
          )}
        </>
      ) : mode === 'setup' && start.data ? (
        <SetupSteps setup={start.data} onCodes={showCodes} onCancel={() => setMode('idle')} />
      ) : (
        <>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            Off
          </p>
          <FormError className="min-h-5">{start.isError ? messageOf(start.error) : null}</FormError>
          <Button size="sm" pending={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: () => setMode('setup') })}>
            {start.isPending ? 'Preparing…' : 'Set up two-step sign-in'}
          </Button>
        </>
      )}
    </section>
  );
}
