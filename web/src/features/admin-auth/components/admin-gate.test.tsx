import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/api-client';
import { reportAdminSessionEnded } from '../../../lib/session-events';
import { NOT_ADMIN_MESSAGE } from '../hooks/use-admin-session';
import { AdminGate, useAdminSessionContext } from './admin-gate';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noSession = () => json({ ok: false, error: 'Please sign in.' }, 401);
const adminMe = () => json({ ok: true, user: { email: 'admin@example.test', role: 'Admin' }, csrfToken: 'csrf-1' });

let handler: Handler;
const calls: Array<{ url: string; init: RequestInit }> = [];
const headersOf = (call: { init: RequestInit } | undefined) => (call?.init.headers ?? {}) as Record<string, string>;
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
      <p>Message from jane.roe@example.test</p>
      <button type="button" onClick={() => void session.signOut()}>
        Sign out
      </button>
      {/* Any admin call, made outside the console's query cache. */}
      <button type="button" onClick={() => void apiGet('/api/admin/stats').catch(() => undefined)}>
        Load stats
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
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The server signs the admin in with one password step; /api/me answers a session after that. */
function answerSignInOnce() {
  let signedIn = false;
  handler = (url) => {
    if (url === '/api/auth/login') {
      signedIn = true;
      return json({ ok: true, step: 'signed-in', user: { email: 'admin@example.test', role: 'ADMIN' }, csrfToken: 'csrf-1' });
    }
    return signedIn ? adminMe() : noSession();
  };
}

describe('AdminGate', { timeout: 20_000 }, () => {
  it('signs in with the trimmed email and the password as typed; the session stays a cookie, never in storage', async () => {
    answerSignInOnce();
    renderGate();
    await signIn();
    expect(await screen.findByText('Console for admin@example.test')).toBeInTheDocument();
    const login = calls.find((c) => c.url === '/api/auth/login')!;
    expect(JSON.parse(String(login.init.body))).toEqual({ email: 'admin@example.test', password: ' secret pass ' });
    expect(headersOf(login).Authorization).toBeUndefined();
    expect(login.init.credentials).toBe('same-origin');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the server's error, or Login failed when it gives none, or Network error", async () => {
    handler = (url) => (url === '/api/me' ? noSession() : json({ ok: false, error: 'Wrong email or password.' }, 401));
    renderGate();
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password.'));

    handler = () => new Response('', { status: 502 });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.failed));

    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.network));
  });

  it('refuses the console for a non-admin user and ends that session', async () => {
    let signedIn = false;
    handler = (url) => {
      if (url === '/api/auth/login') {
        signedIn = true;
        return json({ ok: true, step: 'signed-in', user: { email: 'u@example.test', role: 'user' }, csrfToken: 'c' });
      }
      if (url === '/api/auth/logout') return json({ ok: true });
      return signedIn ? json({ ok: true, user: { email: 'u@example.test', role: 'user' }, csrfToken: 'c' }) : noSession();
    };
    renderGate();
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NOT_ADMIN_MESSAGE));
    expect(screen.queryByText(/Console for/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(true);
  });

  it('checks the session cookie first, then opens the console', async () => {
    handler = adminMe;
    renderGate();
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(await screen.findByText('Console for admin@example.test')).toBeInTheDocument();
  });

  it('asks for a sign-in without an error when there is no session', async () => {
    handler = noSession;
    renderGate();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows Session check failed when the check fails', async () => {
    handler = () => json({ ok: false, error: 'boom' }, 500);
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.sessionCheck);
  });

  it('signs out through the server with the CSRF proof', async () => {
    handler = (url) => (url === '/api/me' ? adminMe() : json({ ok: true }));
    renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    const logout = calls.find((c) => c.url === '/api/auth/logout')!;
    expect(headersOf(logout)['X-CSRF-Token']).toBe('csrf-1');
    expect(headersOf(logout).Authorization).toBeUndefined();
  });

  it('moves focus to the console once signed in, not to <body>', async () => {
    answerSignInOnce();
    render(
      <AdminGate>
        <main id="main" tabIndex={-1}>
          <Console />
        </main>
      </AdminGate>,
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'admin@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Console for admin@example.test')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('asks for the authenticator code after the password, shows a wrong code, and signs in with the right one', async () => {
    let signedIn = false;
    handler = (url, init) => {
      if (url === '/api/auth/login') return json({ ok: true, step: 'second-factor', challenge: 'challenge-1' });
      if (url === '/api/auth/login/second-factor') {
        const { code, challenge } = JSON.parse(String(init.body)) as { code: string; challenge: string };
        expect(challenge).toBe('challenge-1');
        if (code !== '123456') return json({ ok: false, error: 'That code is not right.' }, 401);
        signedIn = true;
        return json({ ok: true, step: 'signed-in', user: { email: 'admin@example.test', role: 'admin' }, csrfToken: 'csrf-1' });
      }
      return signedIn ? adminMe() : noSession();
    };
    renderGate();
    await signIn();
    const code = await screen.findByLabelText('Authentication code');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has 6 digits.');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.'));
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Console for admin@example.test')).toBeInTheDocument();
  });

  it('offers a recovery code instead, and a way back to the password', async () => {
    handler = (url) => (url === '/api/auth/login' ? json({ ok: true, step: 'second-factor', challenge: 'c' }) : noSession());
    renderGate();
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  describe('when the session ends elsewhere', () => {
    it('drops the console and its data, with a notice, when an admin API answers 401', async () => {
      handler = (url) =>
        url === '/api/me' ? adminMe() : json({ ok: false, error: 'Your session has expired. Please sign in again.' }, 401);
      renderGate();
      await userEvent.click(await screen.findByRole('button', { name: 'Load stats' }));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.sessionEnded);
      expect(screen.queryByText(/jane\.roe@example\.test/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Console for/)).not.toBeInTheDocument();
    });

    it('drops the console, with a notice, when the live socket finds the session gone', async () => {
      handler = adminMe;
      renderGate();
      await screen.findByText('Console for admin@example.test');
      act(() => reportAdminSessionEnded());
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.sessionEnded);
      expect(screen.queryByText(/jane\.roe@example\.test/)).not.toBeInTheDocument();
    });

    it('hears an end reported while the console first mounts (its own effects run before a late subscription)', async () => {
      handler = adminMe;
      function ConsoleFindingItsSessionGone() {
        // What a child that calls an admin route or opens the socket on mount may report at once.
        useEffect(() => reportAdminSessionEnded(), []);
        return <p>Console for admin@example.test</p>;
      }
      render(
        <AdminGate>
          <ConsoleFindingItsSessionGone />
        </AdminGate>,
      );
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.login.sessionEnded);
    });

    it('says nothing when this tab signed out, though its socket is closed meanwhile', async () => {
      handler = (url) => {
        if (url === '/api/me') return adminMe();
        // The server ends the socket before the sign-out answer arrives.
        reportAdminSessionEnded();
        return json({ ok: true });
      };
      renderGate();
      await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    });

    it('ignores a 401 that is not from an admin route (a wrong password)', async () => {
      handler = (url) => (url === '/api/me' ? noSession() : json({ ok: false, error: 'Incorrect email or password.' }, 401));
      renderGate();
      await signIn();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password.'));
    });
  });
});
