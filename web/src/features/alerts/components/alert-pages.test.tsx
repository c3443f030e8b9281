import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_MESSAGES } from '@breachwatch/core/schemas/alerts';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { AlertConfirmPage, AlertsPage, AlertUnsubscribePage } from './alert-pages';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('AlertUnsubscribePage', () => {
  it('before the click says what the button will do, and only after it what was done', async () => {
    const api = fakeApi({ 'POST /api/alerts/unsubscribe': () => jsonResponse({ ok: true, message: ALERT_MESSAGES.unsubscribed }) });
    fetchMock.mockImplementation(api.fetchImpl);
    renderAt(<AlertUnsubscribePage />, '/alerts/unsubscribe?s=sub1&t=tag1', '/alerts/unsubscribe');

    // Nothing has happened yet: a visitor who closes the tab here is still subscribed.
    expect(screen.getByText(/^Click Unsubscribe to stop breach alerts/)).toBeInTheDocument();
    expect(screen.queryByText(/no more breach alerts/)).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.unsubscribed);
    expect(screen.queryByText(/^Click Unsubscribe/)).not.toBeInTheDocument();
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/alerts/unsubscribe?s=sub1&t=tag1', body: {} }]);
  });

  it('a link without its two parts says so, with the button off', () => {
    renderAt(<AlertUnsubscribePage />, '/alerts/unsubscribe?s=sub1', '/alerts/unsubscribe');
    expect(screen.getByText(ALERT_MESSAGES.unsubscribeLinkIncomplete)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
    // "…or write to us and we will stop the alerts": the way to write to us is a link.
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
  });
});

describe('AlertsPage', () => {
  const available = (yes: boolean) => ({ 'GET /api/alerts/availability': () => jsonResponse({ ok: true, available: yes }) });

  it('moves focus to the address when it is refused, with the reason tied to it', async () => {
    const api = fakeApi(available(true));
    fetchMock.mockImplementation(api.fetchImpl);
    renderAt(<AlertsPage />, '/alerts', '/alerts');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Your email address' });
    await user.type(box, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send me a confirmation link' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  // Walked as a visitor on a server without mail: the page offered the form, and only after an
  // address was typed and sent said that alerts are not available.
  it('on a server that cannot send mail, never offers the form: it waits for the answer, then says so with a way on', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({
      'GET /api/alerts/availability': async () => {
        await answered;
        return jsonResponse({ ok: true, available: false });
      },
    });
    fetchMock.mockImplementation(api.fetchImpl);
    renderAt(<AlertsPage />, '/alerts', '/alerts');

    // Before the server's answer: a loading state, not the form.
    expect(await screen.findByRole('status')).toHaveTextContent('Checking that alerts can be sent');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a confirmation link' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByText('Breach alerts are not available on this site at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send me a confirmation link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search our records yourself' })).toHaveAttribute('href', '/breach-check');
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('on a server that can send mail, shows the form once it has said so', async () => {
    fetchMock.mockImplementation(fakeApi(available(true)).fetchImpl);
    renderAt(<AlertsPage />, '/alerts', '/alerts');
    expect(await screen.findByRole('textbox', { name: 'Your email address' })).toBeInTheDocument();
    expect(screen.queryByText(/not available/)).not.toBeInTheDocument();
  });

  // When the check itself fails (offline, a server fault) the page cannot know: the form's own
  // answer then says what happened, and links to the contact form it names.
  it('when the check fails and alerts are not available, the answer links to the contact form it names', async () => {
    const api = fakeApi({ 'POST /api/alerts/subscriptions': () => jsonResponse({ ok: false, error: ALERT_MESSAGES.unavailable }, 503) });
    fetchMock.mockImplementation(api.fetchImpl);
    renderAt(<AlertsPage />, '/alerts', '/alerts');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Your email address' }), 'robin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.unavailable);
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
  });
});

describe('AlertConfirmPage', () => {
  const TOKEN = 'alert-token-abcdefghijklmnopqrstuvwxyz';
  beforeEach(() => sessionStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));
  const open = (hash: string) => {
    window.history.replaceState(null, '', `/alerts/confirm${hash}`);
    return renderAt(<AlertConfirmPage />, '/alerts/confirm', '/alerts/confirm');
  };

  it('still says the alerts are on after a reload of the same tab, and never keeps the token', async () => {
    const api = fakeApi({ 'POST /api/alerts/confirm': () => jsonResponse({ ok: true, message: ALERT_MESSAGES.confirmed }) });
    fetchMock.mockImplementation(api.fetchImpl);
    const first = open(`#${TOKEN}`);
    expect(await screen.findByText(ALERT_MESSAGES.confirmed)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    first.unmount();

    // The reload: the fragment is gone.
    open('');
    expect(await screen.findByRole('status')).toHaveTextContent(ALERT_MESSAGES.confirmed);
    expect(screen.queryByText(ALERT_MESSAGES.linkIncomplete)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    for (let i = 0; i < sessionStorage.length; i++) expect(sessionStorage.getItem(sessionStorage.key(i)!)).not.toContain(TOKEN);
    expect(localStorage.length).toBe(0);
  });

  it('without a token and no confirmation in this tab, says the link is incomplete and what to do', async () => {
    fetchMock.mockImplementation(fakeApi({}).fetchImpl);
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.linkIncomplete);
    // "ask for a new one on the alerts page": a link there, not only its name.
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/alerts');
  });

  it('a used or expired link says so and links to where a new one is asked for', async () => {
    const api = fakeApi({ 'POST /api/alerts/confirm': () => jsonResponse({ ok: false, error: ALERT_MESSAGES.linkInvalid }, 400) });
    fetchMock.mockImplementation(api.fetchImpl);
    open(`#${TOKEN}`);
    const answer = await screen.findByRole('alert');
    expect(answer).toHaveTextContent(ALERT_MESSAGES.linkInvalid);
    // A person who opens the mailed link a second time (a new tab, a mail app that opens it
    // twice) has confirmed already: "expired or already used" alone reads as "it failed".
    expect(answer).toHaveTextContent(/If you opened this link before, your alerts are already on/);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/alerts');
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
  });
});
