import { DONATION_CURRENCY } from '@breachwatch/core/schemas/donation';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { captureOrder } from '../api/capture-order';
import { createOrder } from '../api/create-order';
import { PaymentStepError } from '../api/payment-step-error';

const m = MESSAGES.donation;

export interface PaymentNotice {
  tone: 'error' | 'info';
  message: string;
  detail?: string;
}

export interface DonationFlow {
  busy: boolean;
  notice: PaymentNotice | null;
  /** Creates the order on the server; rejects (after showing the message) on failure. */
  start(amount: number, label: string): Promise<string>;
  /** Captures an approved order; COMPLETED goes to /success, anything else shows a message. */
  approve(orderID: string): Promise<void>;
  cancel(): void;
  /** The PayPal SDK reported an error that no step above has explained already. */
  sdkError(): void;
  clear(): void;
}

/** The create -> approve -> capture journey shared by the PayPal buttons and the test-mode button. */
export function useDonationFlow(): DonationFlow {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  // PayPal calls onError after a createOrder/onApprove rejection too; keep the specific message.
  const explained = useRef(false);

  const fail = useCallback((error: unknown, fallback: string) => {
    explained.current = true;
    if (error instanceof PaymentStepError) setNotice({ tone: 'error', message: error.message, detail: error.detail });
    else setNotice({ tone: 'error', message: fallback });
  }, []);

  const start = useCallback(
    async (amount: number, label: string) => {
      explained.current = false;
      setNotice(null);
      setBusy(true);
      try {
        return await createOrder({ amount, currency: DONATION_CURRENCY, label });
      } catch (error) {
        fail(error, m.startFailed);
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  const approve = useCallback(
    async (orderID: string) => {
      setBusy(true);
      try {
        const status = await captureOrder(orderID);
        if (status === 'COMPLETED') {
          await navigate(`/success?ok=1&token=${encodeURIComponent(orderID)}`);
          return;
        }
        explained.current = true;
        setNotice({ tone: 'error', message: m.notCompleted });
      } catch (error) {
        fail(error, m.captureFailed);
      } finally {
        setBusy(false);
      }
    },
    [fail, navigate],
  );

  return {
    busy,
    notice,
    start,
    approve,
    cancel: useCallback(() => setNotice({ tone: 'info', message: m.cancelled }), []),
    sdkError: useCallback(() => {
      if (!explained.current) setNotice({ tone: 'error', message: m.error });
      explained.current = false;
    }, []),
    clear: useCallback(() => setNotice(null), []),
  };
}
