import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CASE_LINK_INVALID,
  CASE_LINK_MISSING,
  CASE_MESSAGE_ADDED,
  CASE_MESSAGE_OUTCOME,
  CASE_PROGRESS_SHARED_OUTCOME,
  CASE_RESOLVED_WRITE_AGAIN,
  CASE_RETENTION_NOTICE,
  CASE_SHARE_NEEDS_VERIFICATION,
  caseMessagesLimited,
  type PublicCase,
} from '@breachwatch/core/schemas/inbox';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { CasePage } from './case-page';

const TOKEN = 'case-token-abcdefghijklmnopqrstuvwxyz-012345';
const theCase: PublicCase = {
  ok: true,
  reference: '3F2A9C1B',
  status: 'waiting',
  openedAt: '2026-11-20T10:00:00.000Z',
  entries: [{ action: 'reply', outcome: 'Reply sent', at: '2026-11-21T10:00:00.000Z' }],
  progressShared: false,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** Opens /case as the browser would: `hash` is what the address bar holds ('' for a bookmark). */
function open(hash: string, routes: Parameters<typeof fakeApi>[0] = { 'POST /api/cases/view': () => jsonResponse(theCase) }) {
  window.history.replaceState(null, '', `/case${hash}`);
  const api = fakeApi(routes);
  fetchMock.mockImplementation(api.fetchImpl);
  return { ...renderAt(<CasePage />, '/case', '/case'), api };
}

describe('CasePage', () => {
  it('takes the token out of the address bar and still shows the case after a reload in the same tab', async () => {
    const first = open(`#${TOKEN}`);
    expect(await screen.findByTestId('case-status')).toHaveTextContent('Waiting on you');
    expect(window.location.hash).toBe('');
    expect(first.api.calls).toEqual([{ method: 'POST', path: '/api/cases/view', body: { token: TOKEN } }]);
    // Kept for this tab only: never where another tab or a later visit would find it.
    expect(localStorage.length).toBe(0);
    first.unmount();

    // A reload: the same tab, no fragment any more.
    const reloaded = open('');
    expect(await screen.findByTestId('case-status')).toHaveTextContent('Waiting on you');
    expect(reloaded.api.calls).toEqual([{ method: 'POST', path: '/api/cases/view', body: { token: TOKEN } }]);
    expect(screen.queryByText(CASE_LINK_INVALID)).not.toBeInTheDocument();
  });

  it("says how long its link works and when the case's screenshots and messages are deleted (ADRs 0240, 0243)", async () => {
    open(`#${TOKEN}`);
    const notice = await screen.findByTestId('case-retention');
    expect(notice).toHaveTextContent(CASE_RETENTION_NOTICE);
    expect(notice).toHaveTextContent('The link works while your case is open and for 90 days after it is resolved.');
    expect(CASE_RETENTION_NOTICE).toMatch(/screenshots and files you sent us 90 days after your case is resolved/);
    expect(CASE_RETENTION_NOTICE).toMatch(/your name and your email address 365 days after/);
  });

  it('adds a message to the case through its private link, then takes screenshots for it (ADR 0233)', async () => {
    const { api } = open(`#${TOKEN}`, {
      'POST /api/cases/view': () => jsonResponse(theCase),
      'POST /api/cases/message': () => jsonResponse({ ok: true, message: CASE_MESSAGE_ADDED, evidenceToken: 'e'.repeat(43) }),
    });
    const section = await screen.findByRole('region', { name: 'Add something to your case' });
    // The contact form is no longer the way into this case: it starts a new one.
    expect(section).toHaveTextContent(/Messages sent through the contact form start a new case/);
    expect(within(section).queryByRole('link', { name: 'Write to us with this subject' })).not.toBeInTheDocument();
    await userEvent.type(within(section).getByRole('textbox', { name: /Your message/ }), 'Here is the bank letter.');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to my case' }));
    const added = await within(section).findByRole('status');
    expect(added).toHaveTextContent(CASE_MESSAGE_ADDED);
    // The button just pressed is gone: focus moves to what replaced it, not to the page's body.
    expect(added).toHaveFocus();
    expect(within(section).getByLabelText(/Attach screenshots/)).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/cases/message',
      body: { token: TOKEN, message: 'Here is the bank letter.' },
    });
    // The case is read again, so its history shows the message.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/cases/view')).toHaveLength(2));
  });

  it('shows a screenshot attached on the page in the case’s history', async () => {
    // "What has happened" listed the message but not the screenshot added to it until a reload,
    // though the case already had it.
    const { api } = open(`#${TOKEN}`, {
      'POST /api/cases/view': () => jsonResponse(theCase),
      'POST /api/cases/message': () => jsonResponse({ ok: true, message: CASE_MESSAGE_ADDED, evidenceToken: 'e'.repeat(43) }),
      'POST /api/contact/evidence': () => jsonResponse({ ok: true }),
    });
    const section = await screen.findByRole('region', { name: 'Add something to your case' });
    await userEvent.type(within(section).getByRole('textbox', { name: /Your message/ }), 'Here is the bank letter.');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to my case' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/cases/view')).toHaveLength(2));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'letter.png', { type: 'image/png' });
    await userEvent.upload(within(section).getByLabelText(/Attach screenshots/), file);
    expect(await within(section).findByText('letter.png: Attached.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/cases/view')).toHaveLength(3));
    // Reading the case again keeps the upload's answers where they were.
    expect(within(section).getByText('letter.png: Attached.')).toBeInTheDocument();
  });

  it('asks for a message before sending, with the contact form’s words, and sends nothing', async () => {
    const { api } = open(`#${TOKEN}`);
    const section = await screen.findByRole('region', { name: 'Add something to your case' });
    await userEvent.click(within(section).getByRole('button', { name: 'Add to my case' }));
    expect(await within(section).findByText('Please enter a message.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/cases/view']);
  });

  it('shows the server’s reason when the message cannot be added, and keeps what was typed', async () => {
    open(`#${TOKEN}`, {
      'POST /api/cases/view': () => jsonResponse(theCase),
      'POST /api/cases/message': () => jsonResponse({ ok: false, error: CASE_RESOLVED_WRITE_AGAIN }, 400),
    });
    const section = await screen.findByRole('region', { name: 'Add something to your case' });
    const box = within(section).getByRole('textbox', { name: /Your message/ });
    await userEvent.type(box, 'It is back.');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to my case' }));
    expect(await within(section).findByText(CASE_RESOLVED_WRITE_AGAIN)).toBeInTheDocument();
    expect(box).toHaveValue('It is back.');
  });

  it('says when the case takes messages again and where to write meanwhile, past its limit', async () => {
    const limited = caseMessagesLimited(420, 'support@breachwatch.example');
    open(`#${TOKEN}`, {
      'POST /api/cases/view': () => jsonResponse(theCase),
      'POST /api/cases/message': () => jsonResponse({ ok: false, error: limited }, 429),
    });
    const section = await screen.findByRole('region', { name: 'Add something to your case' });
    const box = within(section).getByRole('textbox', { name: /Your message/ });
    await userEvent.type(box, 'They called again.');
    await userEvent.click(within(section).getByRole('button', { name: 'Add to my case' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(limited);
    expect(limited).toMatch(/try again in about 7 minutes, or email us at support@breachwatch\.example/);
    // Nothing is lost, and the link is kept: the case page still shows the case.
    expect(box).toHaveValue('They called again.');
    // The refusal is not about the text: it is not marked wrong, and editing it keeps the time to wait.
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, ' And wrote.');
    expect(within(section).getByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByText(theCase.reference)).toBeInTheDocument();
  });

  it('a resolved case says a new message starts a new case', async () => {
    open(`#${TOKEN}`, { 'POST /api/cases/view': () => jsonResponse({ ...theCase, status: 'resolved' }) });
    const section = await screen.findByRole('region', { name: 'Add something to your case' });
    expect(section).toHaveTextContent(/This case is resolved\. If you write to us again, we open a new case/);
    expect(within(section).getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
  });

  it('without any token (a bookmark, a new tab) says how to get back, not that the link is invalid', async () => {
    const { api } = open('');
    expect(await screen.findByText(CASE_LINK_MISSING)).toBeInTheDocument();
    expect(CASE_LINK_MISSING).toMatch(/open the link in our latest email/);
    expect(screen.queryByText(CASE_LINK_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('forgets the kept token when the server says the link is not valid', async () => {
    open(`#${TOKEN}`, { 'POST /api/cases/view': () => jsonResponse({ ok: false, error: CASE_LINK_INVALID }, 400) });
    expect(await screen.findByRole('alert')).toHaveTextContent(CASE_LINK_INVALID);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the token through a failure that is not about the link', async () => {
    open(`#${TOKEN}`, { 'POST /api/cases/view': () => jsonResponse({ ok: false, error: 'Too many requests.' }, 429) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(sessionStorage.length).toBe(1);
  });

  it('names a message and shared progress apart in the history, and never says a title twice', async () => {
    open(`#${TOKEN}`, {
      'POST /api/cases/view': () =>
        jsonResponse({
          ...theCase,
          entries: [
            { action: 'opened', outcome: 'Message received; case opened', at: '2026-11-20T10:00:00.000Z' },
            { action: 'reply', outcome: 'Reply sent by email', at: '2026-11-21T10:00:00.000Z' },
            { action: 'message', outcome: CASE_MESSAGE_OUTCOME, at: '2026-11-22T10:00:00.000Z' },
            { action: 'message', outcome: CASE_PROGRESS_SHARED_OUTCOME, at: '2026-11-23T10:00:00.000Z' },
          ],
        }),
    });
    const history = await screen.findByRole('list', { name: 'Case history' });
    const items = within(history).getAllByRole('listitem');
    const lines = items.map((li) => Array.from(li.querySelectorAll('p'), (p) => p.textContent));
    const titles = lines.map((l) => l[0]);
    expect(titles).toEqual(['You wrote to us', 'The team replied', 'You added a message', 'You shared your recovery-plan progress']);
    expect(lines[1]).toContain('Reply sent by email');
    // A plain message: its title and its time, not "Message received" under "Message received".
    expect(lines[2]).toHaveLength(2);
    expect(lines[3]![1]).toBe('The team can see which recovery-plan steps you have done.');
    for (const l of lines) expect(new Set(l).size).toBe(l.length);
  });

  it('sharing without a verified session says what is needed and links to where to verify', async () => {
    open(`#${TOKEN}`, {
      'POST /api/cases/view': () => jsonResponse(theCase),
      'POST /api/cases/progress': () => jsonResponse({ ok: false, error: CASE_SHARE_NEEDS_VERIFICATION }, 401),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share my progress with the team' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CASE_SHARE_NEEDS_VERIFICATION);
    expect(alert).not.toHaveTextContent(/session has ended/);
    expect(screen.getByRole('link', { name: 'Find your record to verify' })).toHaveAttribute('href', '/breach-check');
  });
});
