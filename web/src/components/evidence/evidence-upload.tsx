import { EVIDENCE_UPLOAD_MAX_BYTES } from '@breachwatch/core/schemas/constants';
import { EVIDENCE_FILES_MAX, EVIDENCE_MESSAGES } from '@breachwatch/core/schemas/inbox';
import { useId, useState } from 'react';
import { serverMessageOr } from '../../lib/api-client';
import { uploadEvidence } from '../../lib/upload-evidence';

interface Outcome {
  name: string;
  ok: boolean;
  text: string;
}

/**
 * After a message is sent: attach screenshots to it (the server checks each by its content).
 * `onAttached` runs once a choice of files has at least one attached: a page that lists what the
 * case holds reads it again.
 */
export function EvidenceUpload({ token, onAttached }: { token: string; onAttached?: () => void }) {
  const inputId = useId();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [busy, setBusy] = useState(false);

  const attach = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    let attached = 0;
    for (const file of Array.from(files).slice(0, EVIDENCE_FILES_MAX)) {
      let outcome: Outcome;
      if (file.size > EVIDENCE_UPLOAD_MAX_BYTES) outcome = { name: file.name, ok: false, text: EVIDENCE_MESSAGES.tooLarge };
      else {
        try {
          await uploadEvidence(token, file);
          outcome = { name: file.name, ok: true, text: 'Attached.' };
          attached += 1;
        } catch (e) {
          outcome = {
            name: file.name,
            ok: false,
            text: serverMessageOr(e, 'Could not attach this file. Try again.'),
          };
        }
      }
      setOutcomes((o) => [...o, outcome]);
    }
    setBusy(false);
    if (attached > 0) onAttached?.();
  };

  return (
    <div className="mt-4 rounded-xl border border-emerald-300 bg-white p-3 text-slate-900 sm:p-4">
      <label htmlFor={inputId} className="font-semibold">
        Attach screenshots (optional)
      </label>
      <p className="text-sm text-slate-700">
        PNG, JPG or WEBP, up to {EVIDENCE_UPLOAD_MAX_BYTES / 2 ** 20} MB each, {EVIDENCE_FILES_MAX} at most. Cover full card or Social
        Security numbers first.
      </p>
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/png,image/jpeg,image/webp"
        // Not disabled while uploading, which would drop focus to <body>: it refuses to open instead.
        aria-disabled={busy || undefined}
        onClick={(e) => {
          if (busy) e.preventDefault();
        }}
        onChange={(e) => void attach(e.target.files)}
        className="mt-2 block w-full max-w-full text-sm"
      />
      {outcomes.length > 0 && (
        <ul aria-label="Attached files" aria-live="polite" className="mt-2 space-y-1 text-sm break-words">
          {outcomes.map((o, i) => (
            <li key={i} className={o.ok ? 'text-emerald-800' : 'text-red-800'}>
              {o.name}: {o.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
