import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { OWNER_MESSAGES } from '@breachwatch/core/schemas/owner';
import { VerifyLinkPage } from './verify-link-page';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('VerifyLinkPage', () => {
  it('uses the token from the fragment once, removes it from the address bar and opens /my-report', async () => {
    const fake = fakeApi({
      'POST /api/owner/sessions': () => jsonResponse({ ok: true, recordId: 'r1', expiresAt: '2026-11-26T10:30:00.000Z' }),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    window.history.replaceState(null, '', '/verify#tok_abcdefghijklmnopqrstuvwxyz');
    const { router } = renderAt(<VerifyLinkPage />, '/verify', '/verify');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-report'));
    expect(fake.calls).toEqual([{ method: 'POST', path: '/api/owner/sessions', body: { token: 'tok_abcdefghijklmnopqrstuvwxyz' } }]);
    expect(window.location.hash).toBe('');
  });

  it('says plainly when a link is used, expired or incomplete', async () => {
    const fake = fakeApi({ 'POST /api/owner/sessions': () => jsonResponse({ ok: false, error: OWNER_MESSAGES.linkInvalid }, 400) });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    window.history.replaceState(null, '', '/verify#tok_abcdefghijklmnopqrstuvwxyz');
    const first = renderAt(<VerifyLinkPage />, '/verify', '/verify');
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_MESSAGES.linkInvalid);
    expect(screen.getByRole('link', { name: 'Search for your record again' })).toHaveAttribute('href', '/breach-check');
    first.unmount();

    // Opened without the code after "#" (a mail app cut it off): not "expired", but what is missing.
    window.history.replaceState(null, '', '/verify');
    renderAt(<VerifyLinkPage />, '/verify', '/verify');
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_MESSAGES.linkIncomplete);
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('opens the report still open in this browser when the link is used again', async () => {
    const session = { recordId: 'r1', expiresAt: new Date(Date.now() + 20 * 60_000).toISOString() };
    const fake = fakeApi({
      'POST /api/owner/sessions': () => jsonResponse({ ok: false, error: OWNER_MESSAGES.linkInvalid }, 400),
      'GET /api/owner/session/status': () => jsonResponse({ ok: true, session }),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    window.history.replaceState(null, '', '/verify#tok_abcdefghijklmnopqrstuvwxyz');
    const first = renderAt(<VerifyLinkPage />, '/verify', '/verify');
    await vi.waitFor(() => expect(first.router.state.location.pathname).toBe('/my-report'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // A reload of /verify after the token was taken out of the address bar: the same.
    window.history.replaceState(null, '', '/verify');
    const second = renderAt(<VerifyLinkPage />, '/verify', '/verify');
    await vi.waitFor(() => expect(second.router.state.location.pathname).toBe('/my-report'));
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('still says the link failed when this browser has no verified session', async () => {
    const fake = fakeApi({
      'POST /api/owner/sessions': () => jsonResponse({ ok: false, error: OWNER_MESSAGES.linkInvalid }, 400),
      'GET /api/owner/session/status': () => jsonResponse({ ok: true, session: null }),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    window.history.replaceState(null, '', '/verify#tok_abcdefghijklmnopqrstuvwxyz');
    const { router } = renderAt(<VerifyLinkPage />, '/verify', '/verify');
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_MESSAGES.linkInvalid);
    expect(router.state.location.pathname).toBe('/verify');
    expect(fake.calls.some((c) => c.path === '/api/owner/session/status')).toBe(true);
  });
});
