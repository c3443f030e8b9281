import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { siteConfig } from '../../../lib/site-config';
import { isOrderId, useOrderStatus } from '../api/get-order-status';

/** /success?ok=1&token={orderID}: thanks only for an order the server confirms as captured. */
export function SuccessPage() {
  const [params] = useSearchParams();
  const claimsOk = params.get('ok') === '1';
  const token = params.get('token');
  const order = useOrderStatus(token, claimsOk);
  const checking = claimsOk && isOrderId(token) && order.isPending;
  const verified = claimsOk && order.data?.status === 'COMPLETED';

  return (
    <Container size="narrow" className="py-16">
      <title>{`${verified ? 'Thank you' : 'Payment status'} | ${siteConfig.siteName}`}</title>
      <Card padding="lg" className="text-center">
        {checking ? (
          <div role="status" className="flex flex-col items-center gap-3 text-slate-700">
            <Loader2 className="size-10 animate-spin text-indigo-700" aria-hidden="true" />
            <p>Confirming your payment…</p>
          </div>
        ) : verified ? (
          <>
            <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-bold text-slate-900">Thank You!</h1>
            <p className="mt-3 text-lg text-slate-700">Your donation was received. It keeps the free check running for the next person.</p>
            <p className="mt-4 text-sm text-slate-700">
              Reference: <span className="font-mono font-semibold break-all text-slate-900">{token}</span>
            </p>
            {order.data?.testMode && (
              <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
                This was a test-mode payment: no money was charged.
              </p>
            )}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <LinkButton to="/">Back to home</LinkButton>
              <LinkButton to="/breach-check" variant="secondary">
                Run a free check
              </LinkButton>
            </div>
          </>
        ) : (
          <>
            <CircleAlert className="mx-auto size-14 text-amber-600" aria-hidden="true" />
            <h1 className="mt-4 text-3xl font-bold text-slate-900">Payment Status</h1>
            <p className="mt-3 text-lg text-slate-700">{MESSAGES.donation.unverified}</p>
            {token && (
              <p className="mt-4 text-sm text-slate-700">
                Reference: <span className="font-mono break-all">{token}</span>
              </p>
            )}
            <div className="mt-8">
              <LinkButton to="/donate">Try Again</LinkButton>
            </div>
          </>
        )}
      </Card>
    </Container>
  );
}
