import { MESSAGES } from '@breachwatch/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { DonatePage } from './donate-page';

const m = MESSAGES.donation;
// PayPal's SDK is outside our control: a stand-in that calls our callbacks the way the real
// buttons do (createOrder, then onApprove / onCancel / onError).
const sdk = vi.hoisted(() => ({ state: { isPending: false, isRejected: false }, options: undefined as unknown, throwOnRender: false }));
vi.mock('@paypal/react-paypal-js', () => ({
  FUNDING: { PAYPAL: 'paypal', CARD: 'card' },
  PayPalScriptProvider: ({ options, children }: { options: unknown; children: ReactNode }) => {
    sdk.options = options;
    return <>{children}</>;
  },
  usePayPalScriptReducer: () => [sdk.state],
  PayPalButtons: (props: {
    fundingSource: string;
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: () => void;
    onError: (e: unknown) => void;
  }) => {
    if (sdk.throwOnRender) throw new Error('Failed to render <PayPalButtons /> component.');
    const run = async (outcome: 'approve' | 'cancel') => {
      let orderID: string;
      try {
        orderID = await props.createOrder();
      } catch (error) {
        props.onError(error);
        return;
      }
      if (outcome === 'cancel') props.onCancel();
      else await props.onApprove({ orderID });
    };
    return (
      <div>
        <button type="button" onClick={() => void run('approve')}>{`SDK ${props.fundingSource}`}</button>
        <button type="button" onClick={() => void run('cancel')}>{`SDK ${props.fundingSource} then close`}</button>
        <button type="button" onClick={() => props.onError(new Error('popup blocked'))}>{`SDK ${props.fundingSource} error`}</button>
      </div>
    );
  },
}));

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/payments/config': () =>
      jsonResponse({ ok: true, mode: 'paypal', clientId: 'public-client-id', currency: 'USD', testDeclineAmount: null }),
    'POST /api/payments/create-order': () => jsonResponse({ orderID: '5O190127TN364715T' }),
    'POST /api/payments/capture-order': () => jsonResponse({ ok: true, details: { status: 'COMPLETED' } }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  const view = renderAt(<DonatePage />, '/donate', '/donate');
  return { ...view, api, user: userEvent.setup() };
}

async function chooseTier(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /\$25\s*Premium Brew/ }));
}

describe('DonatePage with PayPal', () => {
  afterEach(() => {
    sdk.state = { isPending: false, isRejected: false };
    sdk.throwOnRender = false;
  });

  it('loads the SDK with the server-provided client id and shows PayPal and card buttons, not the test mode', async () => {
    const { user } = setup();
    await chooseTier(user);
    expect(await screen.findByRole('button', { name: 'SDK paypal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SDK card' })).toBeInTheDocument();
    expect(sdk.options).toMatchObject({ clientId: 'public-client-id', currency: 'USD', intent: 'capture' });
    expect(screen.queryByText('Test mode')).toBeNull();
  });

  it('captures on approval and goes to /success with the order id', async () => {
    const { user, router } = setup();
    await chooseTier(user);
    await user.click(await screen.findByRole('button', { name: 'SDK card' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ok=1&token=5O190127TN364715T'));
  });

  it('keeps "Unable to start PayPal" when the SDK reports the failed createOrder as an error', async () => {
    const { user } = setup({ 'POST /api/payments/create-order': () => jsonResponse({ ok: false, error: 'Create order failed' }, 502) });
    await chooseTier(user);
    await user.click(await screen.findByRole('button', { name: 'SDK paypal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.startFailed);
    expect(screen.queryByText(m.error)).toBeNull();
  });

  it('shows the generic payment error for an SDK error, and the cancel message when the window is closed', async () => {
    const { user } = setup();
    await chooseTier(user);
    await user.click(await screen.findByRole('button', { name: 'SDK paypal error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.error);
    await user.click(screen.getByRole('button', { name: 'SDK paypal then close' }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.cancelled);
  });

  it('says the button could not render when the SDK script fails or the render throws', async () => {
    sdk.state = { isPending: false, isRejected: true };
    const first = setup();
    await chooseTier(first.user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.renderFailed);
    // Not a dead end: whether anything was charged, and a reload to press (a phone has no refresh button in view).
    expect(alert).toHaveTextContent('Nothing was charged.');
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    first.unmount();

    sdk.state = { isPending: false, isRejected: false };
    sdk.throwOnRender = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = setup();
    await chooseTier(second.user);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.renderFailed);
  });
});
