import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/api-client';
import { NOT_ADMIN_MESSAGE } from '../hooks/use-admin-session';
import { AdminGate, useAdminSessionContext } from './admin-gate';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let handler: Handler;
const calls: Array<{ url: string; init: RequestInit }> = [];
beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
});
function Console() {
  const session = useAdminSessionContext();
  return (
    <div>
      <p>Console for {session.user?.email}</p>
      <button type="button" onClick={() => void session.signOut()}>
        Sign out
      </button>
    </div>
  );
}

const renderGate = () =>
  render(
    <AdminGate>
      <Console />
    </AdminGate>,
  );

async function signIn(email = ' admin@example.test ', password = ' secret pass ') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AdminGate', { timeout: 20_000 }, () => {
  it('signs in, sending the trimmed email and the password as typed, and never a token on login', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '');
    handler = (url) =>
      url === '/api/auth/login'
        ? json({ ok: true, token: 'tok-1', user: { email: 'admin@example.test', role: 'ADMIN' } })
        : json({ ok: true, user: { email: 'admin@example.test', role: 'Admin' } });
    renderGate();
    await signIn();
    expect(await screen.findByText('Console for admin@example.test')).toBeInTheDocument();
    const login = calls.find((c) => c.url === '/api/auth/login')!;
    expect(JSON.parse(String(login.init.body))).toEqual({ email: 'admin@example.test', password: ' secret pass ' });
    expect((login.init.headers as Record<string, string>).Authorization).toBeUndefined();
    const me = calls.find((c) => c.url === '/api/me')!;
    expect((me.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
  });

  it("shows the server's error, or Login failed when it gives none, or Network error", async () => {
    handler = () => json({ ok: false, error: 'Wrong email or password.' }, 401);
    renderGate();
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.'));

    handler = () => new Response('', { status: 502 });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.failed));

    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.network));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears the token and refuses the console for a non-admin user', async () => {
    handler = (url) =>
      url === '/api/auth/login'
        ? json({ ok: true, token: 'tok-2', user: { email: 'u@example.test', role: 'user' } })
        : json({ ok: true, user: { email: 'u@example.test', role: 'user' } });
    renderGate();
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NOT_ADMIN_MESSAGE));
    expect(screen.queryByText(/Console for/)).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('checks a stored token first, then opens the console', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    handler = () => json({ ok: true, user: { email: 'admin@example.test', role: 'admin' } });
    renderGate();
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(await screen.findByText('Console for admin@example.test')).toBeInTheDocument();
  });

  it('shows Session check failed and clears a stored token when the check fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    handler = () => json({ ok: false, error: 'boom' }, 500);
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.sessionCheck);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('signs out through the server and clears the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    handler = (url) => (url === '/api/me' ? json({ ok: true, user: { email: 'admin@example.test', role: 'admin' } }) : json({ ok: true }));
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const logout = calls.find((c) => c.url === '/api/auth/logout')!;
    expect((logout.init.headers as Record<string, string>).Authorization).toBe('Bearer stored');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
