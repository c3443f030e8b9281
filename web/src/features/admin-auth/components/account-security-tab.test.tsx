import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { AccountSecurityTab } from './account-security-tab';

const soon = new Date(Date.now() + 10 * 60_000).toISOString();

function serve() {
  let totpEnabled = false;
  let locked = true;
  const api = fakeApi({
    'GET /api/admin/account/sessions': () => jsonResponse({ ok: true, otherSessions: 0 }),
    'GET /api/admin/account/two-step': () =>
      jsonResponse({ ok: true, totpEnabled, enabledAt: totpEnabled ? soon : null, recoveryCodesLeft: totpEnabled ? 10 : 0 }),
    'POST /api/admin/account/two-step/setup': () =>
      jsonResponse({ ok: true, secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA==' }),
    'POST /api/admin/account/two-step/confirm': () => {
      totpEnabled = true;
      return jsonResponse({ ok: true, recoveryCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`) });
    },
    // Slower than the status once two-step is on, as a long list would be: the status lands first.
    'GET /api/admin/security/lockouts': async () => {
      if (totpEnabled) await new Promise((resolve) => setTimeout(resolve, 100));
      return jsonResponse({
        ok: true,
        accounts: [
          {
            email: 'me@example.test',
            totpEnabled,
            // Two failed attempts: counted, but nothing is locked.
            lockouts: [{ scope: 'account', attempts: 2, until: soon, locked: false }],
          },
          {
            email: 'other@example.test',
            totpEnabled: false,
            lockouts: locked ? [{ scope: 'pair', attempts: 5, until: soon, locked: true }] : [],
          },
        ],
      });
    },
    'POST /api/admin/security/lockouts/clear': () => {
      locked = false;
      return jsonResponse({ ok: true, cleared: 1 });
    },
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  return api;
}

const row = (email: string) =>
  within(screen.getByRole('list', { name: 'Admin accounts' }))
    .getByText(email)
    .closest('li')!;

describe('AccountSecurityTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Lift lockout only for a locked account, and hands focus on once it is lifted', async () => {
    serve();
    renderAt(<AccountSecurityTab />, '/admin/security', '/admin/security');
    await screen.findByText('me@example.test');
    expect(within(row('me@example.test')).queryByRole('button', { name: 'Lift lockout' })).toBeNull();
    const lift = within(row('other@example.test')).getByRole('button', { name: 'Lift lockout' });
    await userEvent.click(lift);
    await waitFor(() => expect(within(row('other@example.test')).queryByRole('button', { name: 'Lift lockout' })).toBeNull());
    const status = screen.getByText('Sign-in lockouts of other@example.test lifted.');
    expect(status).toHaveFocus();
  });

  it('shows two-step sign-in on in Lockouts right after turning it on, without a reload', async () => {
    serve();
    renderAt(<AccountSecurityTab />, '/admin/security', '/admin/security');
    const user = userEvent.setup();
    await waitFor(() => expect(row('me@example.test')).toHaveTextContent('Two-step sign-in off'));
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Enter the 6-digit code the app shows' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await waitFor(() => expect(row('me@example.test')).toHaveTextContent('Two-step sign-in on'));
    // Refreshing both must not cost the codes shown once (the setup form's callback brings them).
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
  });
});
