import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { PasswordAndSessionsPanel } from './password-and-sessions-panel';

// ADR 0260: the signed-in admin ends their other sessions and changes their password.

function serve(others = 2) {
  let count = others;
  const api = fakeApi({
    'GET /api/admin/account/sessions': () => jsonResponse({ ok: true, otherSessions: count }),
    'POST /api/admin/account/sessions/end-others': () => {
      const ended = count;
      count = 0;
      return jsonResponse({ ok: true, otherSessionsEnded: ended });
    },
    'POST /api/admin/account/password': (body) => {
      const { currentPassword } = body as { currentPassword: string };
      if (currentPassword !== 'the old long password') {
        return jsonResponse(
          { ok: false, error: 'That password is not right.', fields: { currentPassword: 'That password is not right.' } },
          400,
        );
      }
      const ended = count;
      count = 0;
      return jsonResponse({ ok: true, otherSessionsEnded: ended });
    },
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  return api;
}

const render = () => renderAt(<PasswordAndSessionsPanel />, '/admin/security', '/admin/security');

describe('PasswordAndSessionsPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how many other sessions are signed in, signs them out and says so', async () => {
    serve(2);
    render();
    expect(await screen.findByText('You are also signed in on 2 other sessions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out the other sessions' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 other sessions signed out.');
    expect(await screen.findByText('You are signed in here only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out the other sessions' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('checks the new password before sending it, and shows the server refusing the current one', async () => {
    const api = serve(1);
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    await user.type(screen.getByLabelText('Current password'), 'a wrong password');
    await user.type(screen.getByLabelText('New password'), 'too short');
    await user.type(screen.getByLabelText('New password again'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a password of at least 12 characters.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a new long passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a new long passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'the old long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed. 1 other session signed out.');
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
    expect(
      api.calls.find(
        (c) =>
          c.path === '/api/admin/account/password' &&
          c.method === 'POST' &&
          (c.body as { currentPassword: string }).currentPassword === 'the old long password',
      )?.body,
    ).toEqual({
      currentPassword: 'the old long password',
      newPassword: 'a new long passphrase',
    });
  });
});
