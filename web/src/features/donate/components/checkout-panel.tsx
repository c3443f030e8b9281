import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { Button } from '../../../components/ui/button';
import { usePaymentsConfig } from '../api/get-payments-config';
import type { DonationFlow } from '../hooks/use-donation-flow';
import { PayPalCheckout } from './paypal-checkout';
import { TestModeCheckout } from './test-mode-checkout';

export interface CheckoutPanelProps {
  amount: number;
  label: string;
  flow: DonationFlow;
}

/** The payment buttons for a payable amount: PayPal's, or ours in the labelled test mode. */
export function CheckoutPanel({ amount, label, flow }: CheckoutPanelProps) {
  const config = usePaymentsConfig();
  if (config.isPending) {
    return (
      <p role="status" className="text-sm text-slate-700">
        Loading payment options…
      </p>
    );
  }
  if (config.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
        <p className="font-semibold">{MESSAGES.donation.startFailed}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void config.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { mode, clientId, currency, testDeclineAmount } = config.data;
  if (mode === 'paypal' && clientId) {
    return <PayPalCheckout clientId={clientId} currency={currency} amount={amount} label={label} flow={flow} />;
  }
  return <TestModeCheckout amount={amount} label={label} flow={flow} declineAmount={testDeclineAmount} />;
}
