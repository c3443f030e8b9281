import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { FUNDING, PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { DonationFlow } from '../hooks/use-donation-flow';

export interface PayPalCheckoutProps {
  clientId: string;
  currency: string;
  amount: number;
  label: string;
  flow: DonationFlow;
}

/**
 * PayPal's buttons did not load (its site out of reach, a blocker, a failed render). "Please
 * refresh" alone left a phone user without a refresh button in view, and a failure next to a
 * payment reads as "did it take my money?": the box says nothing was charged, and offers the
 * reload (the SDK loads only with the page's own document, so a reload is the retry).
 */
function RenderFailed() {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      <p className="font-semibold">{MESSAGES.donation.renderFailed}</p>
      <p className="mt-1 text-sm">Nothing was charged. PayPal may be out of reach for a moment; try again in a few minutes.</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </div>
  );
}

// The SDK reports a failed button render by throwing during React rendering.
class ButtonsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RenderFailed /> : this.props.children;
  }
}

function Buttons({ amount, label, flow }: Omit<PayPalCheckoutProps, 'clientId' | 'currency'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  // The SDK keeps the first callbacks it was given; read the latest amount through a ref.
  const latest = useRef({ amount, label, flow });
  latest.current = { amount, label, flow };

  if (isRejected) return <RenderFailed />;
  if (isPending)
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading PayPal…
      </p>
    );

  const props = {
    style: { layout: 'vertical', shape: 'rect', height: 45 } as const,
    createOrder: () => latest.current.flow.start(latest.current.amount, latest.current.label),
    onApprove: async (data: { orderID: string }) => latest.current.flow.approve(data.orderID),
    onCancel: () => latest.current.flow.cancel(),
    onError: () => latest.current.flow.sdkError(),
  };
  return (
    <ButtonsBoundary>
      <div className="space-y-1">
        <PayPalButtons fundingSource={FUNDING.PAYPAL} {...props} />
        <PayPalButtons fundingSource={FUNDING.CARD} {...props} />
      </div>
    </ButtonsBoundary>
  );
}

/**
 * Whether this document was served for the page now shown. Only /donate's document may load
 * PayPal's SDK (its Content-Security-Policy lists PayPal's hosts; other pages' do not), and a
 * client-side navigation keeps the policy of the page it started on. Unknown (no navigation
 * timing) counts as yes.
 */
function servedForThisPage(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  if (!entry?.name) return true;
  try {
    return new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return true;
  }
}

/** PayPal's own buttons (PayPal and debit/credit card), loaded with our public client id. */
export function PayPalCheckout({ clientId, currency, ...rest }: PayPalCheckoutProps) {
  const [allowed] = useState(servedForThisPage);
  // Arrived here from another page inside the app: load this page's own document (and policy).
  useEffect(() => {
    if (!allowed) window.location.reload();
  }, [allowed]);
  if (!allowed)
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading PayPal…
      </p>
    );
  return (
    <PayPalScriptProvider options={{ clientId, currency, intent: 'capture', components: 'buttons', enableFunding: 'card' }}>
      <Buttons {...rest} />
    </PayPalScriptProvider>
  );
}
