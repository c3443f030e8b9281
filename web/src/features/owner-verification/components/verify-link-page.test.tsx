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

    window.history.replaceState(null, '', '/verify');
    renderAt(<VerifyLinkPage />, '/verify', '/verify');
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_MESSAGES.linkInvalid);
    expect(fake.calls).toHaveLength(1);
  });
});
