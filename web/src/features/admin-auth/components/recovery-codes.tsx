import { useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Recovery codes, shown once: each lets the admin in when the phone is lost. Saved as a text
 * file or copied; the panel stays until the admin confirms they are kept somewhere safe.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'admin-recovery-codes.txt';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="recovery-codes">
      <h3 className="font-bold text-slate-900">Save your recovery codes now</h3>
      <p className="mt-1 text-sm text-slate-800">
        If you lose your phone, each of these codes lets you sign in once instead of a code from the app. They are shown only this time.
        Keep them somewhere safe and apart from your password, such as a password manager or a printed copy.
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-1 font-mono text-base text-slate-900 sm:grid-cols-2" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={download}>
          Download as a text file
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <label className="mt-4 flex items-start gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" className="mt-0.5 size-4" checked={saved} onChange={(e) => setSaved(e.target.checked)} />I have saved these
        codes somewhere safe
      </label>
      <Button className="mt-3" size="sm" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
