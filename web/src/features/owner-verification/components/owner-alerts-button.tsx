import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-client';
import { subscribeOwnerAlerts } from '../api/subscribe-owner-alerts';

/** The verified owner asks to be emailed when a new breach lists the address they verified. */
export function OwnerAlertsButton() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (result?.ok) {
    return (
      <p role="status" className="mt-3 text-emerald-800">
        {result.text}
      </p>
    );
  }
  return (
    <div className="mt-3">
      <Button
        variant="secondary"
        size="sm"
        pending={busy}
        onClick={() => {
          setBusy(true);
          subscribeOwnerAlerts()
            .then(
              (text) => setResult({ ok: true, text }),
              (e: unknown) => setResult({ ok: false, text: serverMessageOr(e, 'Could not turn alerts on. Try again.') }),
            )
            .finally(() => setBusy(false));
        }}
      >
        <BellRing aria-hidden="true" className="size-4" />
        Email me when a new breach lists my address
      </Button>
      {result && !result.ok && (
        <p role="alert" className="mt-2 text-red-800">
          {result.text}
        </p>
      )}
    </div>
  );
}
