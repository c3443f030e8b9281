import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_MESSAGES } from '@breachwatch/core/schemas/alerts';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { OwnerAlertsButton } from './owner-alerts-button';

const ADDRESS = 'eri...er@example.net';

function open(on: boolean, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/owner/alerts': () => jsonResponse({ ok: true, on, address: ADDRESS }), ...extra });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  renderAt(<OwnerAlertsButton />, '/my-report', '/my-report');
  return api;
}
afterEach(() => vi.unstubAllGlobals());

describe('OwnerAlertsButton', () => {
  it('after a reload, shows alerts that are on as on, for the masked address, with the way to stop them', async () => {
    const api = open(true, {
      'DELETE /api/owner/alerts': () => jsonResponse({ ok: true, message: ALERT_MESSAGES.ownerStopped(ADDRESS) }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(`Breach alerts are on for ${ADDRESS}`);
    expect(screen.queryByRole('button', { name: /Email me when/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(await screen.findByText(ALERT_MESSAGES.ownerStopped(ADDRESS))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Email me when a new breach lists my address/ })).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/owner/alerts', 'DELETE /api/owner/alerts']);
  });

  it('offers to turn alerts on when they are off, then shows them on', async () => {
    open(false, { 'POST /api/owner/alerts': () => jsonResponse({ ok: true, message: ALERT_MESSAGES.ownerConfirmed(ADDRESS) }) });
    await userEvent.click(await screen.findByRole('button', { name: /Email me when a new breach lists my address/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.ownerConfirmed(ADDRESS));
    expect(screen.getByRole('button', { name: 'Stop these alerts' })).toBeInTheDocument();
  });

  it('still offers the button when the state cannot be read', async () => {
    open(false, { 'GET /api/owner/alerts': () => jsonResponse({ ok: false, error: 'Too many requests.' }, 429) });
    expect(await screen.findByRole('button', { name: /Email me when/ })).toBeInTheDocument();
  });
});
