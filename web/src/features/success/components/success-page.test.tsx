import { MESSAGES } from '@breachwatch/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { SuccessPage } from './success-page';

function open(url: string, status?: string) {
  const api = fakeApi({
    'GET /api/payments/orders/*': () =>
      status ? jsonResponse({ ok: true, status, testMode: false }) : jsonResponse({ ok: false, error: 'Payment not found.' }, 404),
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  renderAt(<SuccessPage />, url, '/success');
  return api;
}

describe('SuccessPage', () => {
  it('thanks the donor with the reference once the server confirms the capture', async () => {
    const api = open('/success?ok=1&token=5O190127TN364715T', 'COMPLETED');
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText('5O190127TN364715T')).toBeInTheDocument();
    expect(api.calls[0]!.path).toBe('/api/payments/orders/5O190127TN364715T');
  });

  it('does not trust ok=1 for an order the server has not captured', async () => {
    open('/success?ok=1&token=5O190127TN364715T', 'CREATED');
    expect(await screen.findByRole('heading', { name: 'Payment Status' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.donation.unverified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/donate');
    expect(screen.queryByText('Thank You!')).toBeNull();
  });

  it('shows the payment status for an order the server does not know', async () => {
    open('/success?ok=1&token=5O000000000000000');
    expect(await screen.findByRole('heading', { name: 'Payment Status' })).toBeInTheDocument();
  });

  it('shows the payment status straight away without ok=1', () => {
    const api = open('/success?token=5O190127TN364715T', 'COMPLETED');
    expect(screen.getByRole('heading', { name: 'Payment Status' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
