import { FlaskConical } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useFocusFallback } from '../../../lib/use-focus-fallback';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import type { DonationFlow } from '../hooks/use-donation-flow';
import { formatUsd } from './format-usd';

export interface TestModeCheckoutProps {
  amount: number;
  label: string;
  flow: DonationFlow;
  /** The amount the server's test provider declines, to try the failure path. */
  declineAmount: number | null;
}

/**
 * Without PayPal credentials the server runs a built-in test provider. This panel stands in
 * for the PayPal window: the same create -> approve -> capture calls, no money involved.
 */
export function TestModeCheckout({ amount, label, flow, declineAmount }: TestModeCheckoutProps) {
  const [orderID, setOrderID] = useState<string | null>(null);
  // Cancel, or a declined approval, removes the order and the button just pressed: focus goes
  // to the Pay button that returns (beside the message saying what happened), not to <body>.
  const sectionRef = useFocusFallback<HTMLElement>();

  // An order is for one amount: changing the amount drops the one awaiting approval.
  useEffect(() => setOrderID(null), [amount]);

  const begin = async () => {
    try {
      setOrderID(await flow.start(amount, label));
    } catch {
      /* the flow shows the message */
    }
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby="test-mode-title"
      className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4"
    >
      <h3 id="test-mode-title" className="flex items-center gap-2 font-semibold text-amber-900">
        <FlaskConical className="size-5" aria-hidden="true" />
        Test mode
      </h3>
      <p className="mt-1 text-sm text-amber-900">
        PayPal is not connected on this server, so this is a test-mode payment: nothing is charged and no money moves.
        {declineAmount !== null && ` Use ${formatUsd(declineAmount)} to try a declined payment.`}
      </p>

      {orderID === null ? (
        <Button data-autofocus className="mt-3 w-full" pending={flow.busy} onClick={() => void begin()}>
          {flow.busy ? 'Starting…' : `Pay ${formatUsd(amount)} (test mode)`}
        </Button>
      ) : (
        <TestOrderPanel>
          <p id="test-order-text" className="text-sm text-slate-800">
            Test order <span className="font-mono break-all">{orderID}</span> for {formatUsd(amount)}. Approve it as you would in the PayPal
            window?
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button pending={flow.busy} onClick={() => void flow.approve(orderID).then(() => setOrderID(null))}>
              {flow.busy ? 'Confirming…' : 'Approve test payment'}
            </Button>
            <Button
              variant="secondary"
              disabled={flow.busy}
              onClick={() => {
                setOrderID(null);
                flow.cancel();
              }}
            >
              Cancel
            </Button>
          </div>
        </TestOrderPanel>
      )}
    </section>
  );
}

/**
 * The order awaiting approval. It replaces the Pay button that was just pressed, so it takes
 * focus (else focus falls to <body> and a screen reader hears nothing); its name and the
 * order line are read out as it gets it.
 */
function TestOrderPanel({ children }: { children: ReactNode }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label="Approve test payment"
      aria-describedby="test-order-text"
      className="mt-3 rounded-lg border border-amber-300 bg-white p-3 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
    >
      {children}
    </div>
  );
}
