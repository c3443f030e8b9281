import { MESSAGES } from '@breachwatch/core';
import { DONATION_MINIMUM_NOTE } from '@breachwatch/core/schemas/donation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { DonatePage } from './donate-page';

const m = MESSAGES.donation;
const testConfig = { ok: true, mode: 'test', clientId: null, currency: 'USD', testDeclineAmount: 13.13 };

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/payments/config': () => jsonResponse(testConfig),
    'POST /api/payments/create-order': () => jsonResponse({ orderID: 'TEST-ABC123' }),
    'POST /api/payments/capture-order': () => jsonResponse({ ok: true, details: { status: 'COMPLETED' } }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  const view = renderAt(<DonatePage />, '/donate', '/donate');
  return { ...view, api, user: userEvent.setup() };
}

const payButton = () => screen.queryByRole('button', { name: /\(test mode\)/ });

describe('DonatePage', () => {
  it('shows the hint and no payment button until the amount is at least 1', async () => {
    const { user } = setup();
    expect(screen.getByText(m.hint)).toBeInTheDocument();
    expect(payButton()).toBeNull();
    const box = screen.getByLabelText('Custom amount (USD)');
    await user.type(box, '0.99');
    expect(screen.getByText(m.hint)).toBeInTheDocument();
    // Why 0.99 is refused, not only what to do.
    expect(box).toHaveAccessibleDescription(`${m.hint} ${DONATION_MINIMUM_NOTE}`);
    expect(payButton()).toBeNull();
    await user.clear(box);
    await user.type(box, '1');
    expect(await screen.findByRole('button', { name: 'Pay $1.00 (test mode)' })).toBeInTheDocument();
    expect(screen.queryByText(m.hint)).toBeNull();
  });

  it('fills the amount box from a tier and labels the test mode', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /\$15\s*Coffee & Pastry/ }));
    expect(screen.getByLabelText('Custom amount (USD)')).toHaveValue(15);
    expect(screen.getByRole('button', { name: /Coffee & Pastry/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Test mode' })).toBeInTheDocument();
    expect(screen.getByText(/nothing is charged/)).toBeInTheDocument();
  });

  it('runs create -> approve -> capture and goes to /success on COMPLETED', async () => {
    const { user, api, router } = setup();
    await user.click(screen.getByRole('button', { name: /\$25\s*Premium Brew/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $25.00 (test mode)' }));
    await user.click(await screen.findByRole('button', { name: 'Approve test payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?ok=1&token=TEST-ABC123');
    expect(api.calls.find((c) => c.path === '/api/payments/create-order')?.body).toEqual({
      amount: 25,
      currency: 'USD',
      label: 'Premium Brew',
    });
    expect(api.calls.find((c) => c.path === '/api/payments/capture-order')?.body).toEqual({ orderID: 'TEST-ABC123' });
  });

  it('says in plain words that a declined payment was not charged', async () => {
    const { user } = setup({
      'POST /api/payments/capture-order': () => jsonResponse({ ok: false, error: m.declined, details: { status: 'DECLINED' } }, 422),
    });
    await user.type(screen.getByLabelText('Custom amount (USD)'), '13.13');
    await user.click(await screen.findByRole('button', { name: 'Pay $13.13 (test mode)' }));
    await user.click(await screen.findByRole('button', { name: 'Approve test payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.declined);
    expect(alert).not.toHaveTextContent(/capture/i);
  });

  it('shows "Payment not completed" for any other capture status', async () => {
    const { user } = setup({ 'POST /api/payments/capture-order': () => jsonResponse({ ok: false, details: { status: 'PENDING' } }) });
    await user.click(screen.getByRole('button', { name: /\$5\s*Single Coffee/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $5.00 (test mode)' }));
    await user.click(await screen.findByRole('button', { name: 'Approve test payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.notCompleted);
  });

  it('shows "Unable to start PayPal" with the fallback when the order cannot be created', async () => {
    const { user } = setup({ 'POST /api/payments/create-order': () => jsonResponse({ ok: false, error: 'Create order failed' }, 502) });
    await user.click(screen.getByRole('button', { name: /\$50\s*Full Support/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00 (test mode)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.startFailed);
    expect(alert).toHaveTextContent(m.createOrderFallback);
    expect(screen.queryByRole('button', { name: 'Approve test payment' })).toBeNull();
  });

  it('shows "Capture failed" under the capture message when the server errors', async () => {
    const { user } = setup({ 'POST /api/payments/capture-order': () => jsonResponse({ ok: false, error: 'Capture failed' }, 504) });
    await user.click(screen.getByRole('button', { name: /\$5\s*Single Coffee/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $5.00 (test mode)' }));
    await user.click(await screen.findByRole('button', { name: 'Approve test payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.captureFailed);
    expect(alert).toHaveTextContent(m.captureFallback);
  });

  it('says "Payment was cancelled." and captures nothing when the buyer cancels', async () => {
    const { user, api } = setup();
    await user.click(screen.getByRole('button', { name: /\$5\s*Single Coffee/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $5.00 (test mode)' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent(m.cancelled);
    expect(api.calls.some((c) => c.path === '/api/payments/capture-order')).toBe(false);
  });

  it('gives focus back to the Pay button when the test order is cancelled or declined, not to the page', async () => {
    const { user } = setup({
      'POST /api/payments/capture-order': () => jsonResponse({ ok: false, error: m.declined, details: { status: 'DECLINED' } }, 422),
    });
    await user.click(screen.getByRole('button', { name: /\$5\s*Single Coffee/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $5.00 (test mode)' }));
    await user.keyboard('{Tab}{Tab}{Enter}'); // the Cancel button, by keyboard
    expect(await screen.findByRole('status')).toHaveTextContent(m.cancelled);
    await waitFor(() => expect(payButton()).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Approve test payment' })).toHaveFocus());
    await user.keyboard('{Tab}{Enter}'); // Approve, declined by the server
    expect(await screen.findByRole('alert')).toHaveTextContent(m.declined);
    await waitFor(() => expect(payButton()).toHaveFocus());
  });

  it('moves focus to the test order that replaces the Pay button, and describes it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /\$15\s*Coffee & Pastry/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $15.00 (test mode)' }));
    const panel = await screen.findByRole('group', { name: 'Approve test payment' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveAccessibleDescription(/Test order TEST-ABC123 for \$15\.00/);
  });
});
