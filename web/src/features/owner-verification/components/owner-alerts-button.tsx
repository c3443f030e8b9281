import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-client';
import { fetchOwnerAlerts, stopOwnerAlerts, subscribeOwnerAlerts } from '../api/subscribe-owner-alerts';

type State =
  | { kind: 'loading' }
  | { kind: 'off'; address: string | null }
  | { kind: 'on'; address: string | null }
  /** The state could not be read: the button is offered (turning on twice changes nothing). */
  | { kind: 'unknown' };

/**
 * The verified owner's breach alerts for the address they verified. The server says whether they
 * are on (to this session only), so a reload shows alerts that are on as on, with the way to stop
 * them, instead of offering to turn them on again.
 */
export function OwnerAlertsButton() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchOwnerAlerts(controller.signal).then(
      (s) => setState(s.on ? { kind: 'on', address: s.address } : { kind: 'off', address: s.address }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'unknown' });
      },
    );
    return () => controller.abort();
  }, []);

  const address = state.kind === 'on' || state.kind === 'off' ? state.address : null;
  const act = (on: boolean) => {
    setBusy(true);
    setNote(null);
    (on ? subscribeOwnerAlerts() : stopOwnerAlerts())
      .then(
        (text) => {
          setState({ kind: on ? 'on' : 'off', address });
          setNote({ ok: true, text });
        },
        (e: unknown) =>
          setNote({
            ok: false,
            text: serverMessageOr(e, on ? 'Could not turn alerts on. Try again.' : 'Could not stop the alerts. Try again.'),
          }),
      )
      .finally(() => setBusy(false));
  };

  if (state.kind === 'loading') return null;
  return (
    <div className="mt-3" data-testid="owner-alerts">
      {state.kind === 'on' ? (
        <>
          {!note?.ok && (
            <p role="status" className="text-emerald-800">
              Breach alerts are on{address ? ` for ${address}` : ''}: we email you when a new breach we import contains it.
            </p>
          )}
          {note?.ok && (
            <p role="status" className="text-emerald-800">
              {note.text}
            </p>
          )}
          <Button variant="secondary" size="sm" className="mt-2" pending={busy} onClick={() => act(false)}>
            <BellOff aria-hidden="true" className="size-4" />
            Stop these alerts
          </Button>
        </>
      ) : (
        <>
          {note?.ok && (
            <p role="status" className="mb-2 text-slate-800">
              {note.text}
            </p>
          )}
          <Button variant="secondary" size="sm" pending={busy} onClick={() => act(true)}>
            <BellRing aria-hidden="true" className="size-4" />
            Email me when a new breach lists my address
          </Button>
        </>
      )}
      {note && !note.ok && (
        <p role="alert" className="mt-2 text-red-800">
          {note.text}
        </p>
      )}
    </div>
  );
}
