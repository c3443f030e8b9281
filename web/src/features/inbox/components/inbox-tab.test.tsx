import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CASE_CONTENT_REMOVED_SUBJECT } from '@breachwatch/core/schemas/inbox';
import { json, thread } from './inbox-fixtures';
import { InboxTab } from './inbox-tab';

const t1 = { ...thread, status: 'unread', preview: 'Help <b>me</b>' };
const t2 = {
  ...t1,
  id: 't2',
  fromName: 'Grace',
  fromEmail: 'grace@example.org',
  subject: 'Loan',
  status: 'read',
  lastMessageAt: '2026-11-24T10:00:00.000Z',
};
const inMsg = {
  id: 'm1',
  direction: 'in',
  body: 'Help <b>me</b>',
  createdAt: t1.createdAt,
  deliveryStatus: null,
  deliveryError: null,
  deliveredAt: null,
};

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InboxTab />
    </QueryClientProvider>,
  );
}

describe('InboxTab', () => {
  it('shows how many of all conversations are loaded, and loads older ones on request', async () => {
    const requested: string[] = [];
    serve({
      'GET /api/admin/inbox': (url) => {
        requested.push(url);
        return url.includes('before=')
          ? json({ ok: true, threads: [t2], unread: 1, total: 2, nextCursor: null, mailConfigured: true })
          : json({ ok: true, threads: [t1], unread: 1, total: 2, nextCursor: 'cursor-1', mailConfigured: true });
      },
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: { ...t1, status: 'read' }, messages: [inMsg] }),
    });
    renderTab();
    expect(await screen.findByText(/Showing the newest 1 of 2 conversations/)).toBeInTheDocument();
    expect(requested[0]).toBe('/api/admin/inbox?limit=50');
    await userEvent.click(screen.getByRole('button', { name: 'Show older conversations' }));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(await within(list).findByText('Grace')).toBeInTheDocument();
    expect(requested.at(-1)).toBe('/api/admin/inbox?limit=50&before=cursor-1');
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).not.toBeInTheDocument();
  });

  it('isolates a sender name, so a right-to-left override in it cannot reverse the address beside it', async () => {
    const spoof = { ...t1, fromName: 'Ada \u202egro.elpmaxe@nimda' };
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [spoof], unread: 1, total: 1, nextCursor: null, mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: spoof, messages: [inMsg] }),
    });
    renderTab();
    const conversation = await screen.findByRole('region', { name: 'Card stolen' });
    const names = [...conversation.querySelectorAll('bdi')].map((b) => b.textContent);
    // In the conversation's header and on the message: each time in an isolate of its own.
    expect(names).toEqual([spoof.fromName, spoof.fromName]);
    expect(within(conversation).getByRole('link', { name: 'ada@example.org' }).closest('bdi')).toBeNull();
  });

  it('shows the case reference our reply mails name in their subject', async () => {
    const withId = { ...t1, id: '3f2a9c1b-0d4e-4a7b-9c2d-5e6f7a8b9c0d' };
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [withId], unread: 1, total: 1, nextCursor: null, mailConfigured: true }),
      [`GET /api/admin/inbox/${withId.id}`]: () => json({ ok: true, thread: withId, messages: [inMsg] }),
      [`GET /api/admin/inbox/${withId.id}/other-cases`]: () => json({ ok: true, cases: [], more: 0 }),
    });
    renderTab();
    const conversation = await screen.findByRole('region', { name: 'Card stolen' });
    expect(within(conversation).getByText('Case 3F2A9C1B')).toBeInTheDocument();
  });

  it('warns of an address that mixes alphabets, as a look-alike of another does, and spells its domain in ASCII', async () => {
    // "gmаil.com" with a Cyrillic "а": a reply meant for Jane would reach whoever holds the look-alike.
    const lookAlike = { ...t1, fromEmail: 'jane@gm\u0430il.com' };
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [lookAlike], unread: 1, total: 1, nextCursor: null, mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: lookAlike, messages: [inMsg] }),
    });
    renderTab();
    const conversation = await screen.findByRole('region', { name: 'Card stolen' });
    expect(within(conversation).getByText(/mixes letters of different alphabets/)).toHaveTextContent(
      'Its domain in ASCII: xn--gmil-63d.com.',
    );
  });

  it('spells a domain in another script in ASCII too, without a warning', async () => {
    const cyrillic = { ...t1, fromEmail: 'olga@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444' };
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [cyrillic], unread: 1, total: 1, nextCursor: null, mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: cyrillic, messages: [inMsg] }),
    });
    renderTab();
    const conversation = await screen.findByRole('region', { name: 'Card stolen' });
    expect(within(conversation).getByText('Its domain in ASCII: xn--e1afmkfd.xn--p1ai.')).toBeInTheDocument();
    expect(within(conversation).queryByText(/alphabets/)).toBeNull();
  });

  it("links to the sender's own address only, even when it carries mailto: header fields", async () => {
    // Valid in an address (our form accepts it), but in a mailto: link "?" starts header fields.
    const sender = 'x?bcc=someone%40elsewhere.example&subject=Hi@example.com';
    const hostile = { ...t1, fromEmail: sender };
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [hostile], unread: 1, total: 1, nextCursor: null, mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: hostile, messages: [inMsg] }),
    });
    renderTab();
    const conversation = await screen.findByRole('region', { name: 'Card stolen' });
    const link = new URL(within(conversation).getByRole('link', { name: sender }).getAttribute('href')!);
    expect({ to: decodeURIComponent(link.pathname), fields: [...link.searchParams.keys()] }).toEqual({ to: sender, fields: [] });
  });

  it('shows a case reduced to its stub as removed under the retention rule, with no reply box or reopen (ADR 0243)', async () => {
    const stub = {
      ...t1,
      status: 'closed',
      caseStatus: 'resolved',
      fromName: '',
      fromEmail: '',
      subject: CASE_CONTENT_REMOVED_SUBJECT,
      preview: '',
    };
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [stub], unread: 0, total: 1, nextCursor: null, mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: stub, messages: [{ ...inMsg, body: '' }] }),
      'GET /api/admin/inbox/t1/other-cases': () => json({ ok: true, cases: [], more: 0 }),
    });
    renderTab();
    const conversation = await screen.findByRole('region', { name: CASE_CONTENT_REMOVED_SUBJECT });
    // A stub has no address left, so no line about other cases "from this address".
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(conversation).queryByText(/from this address/)).not.toBeInTheDocument();
    expect(within(conversation).getByText('Name and email address removed under the retention rule')).toBeInTheDocument();
    expect(within(conversation).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    for (const name of [/Reopen/, /Mark unread/]) expect(within(conversation).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(conversation).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows "Failed to load inbox ({status})"', async () => {
    serve({ 'GET /api/admin/inbox': () => json({ ok: false, error: 'boom' }, 503) });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load inbox (503)');
  });

  it('auto-selects the first thread, renders bodies as text, and opens another on click', async () => {
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [t1, t2], unread: 1, total: 2, nextCursor: null, mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: { ...t1, status: 'read' }, messages: [inMsg] }),
      'GET /api/admin/inbox/t2': () => json({ ok: false, error: 'Thread not found' }, 404),
    });
    renderTab();
    const conversation = await screen.findByRole('region', { name: 'Card stolen' });
    expect(within(conversation).getByText('Help <b>me</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(await screen.findByText(/2 conversations, 0 unread/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Grace/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Thread not found');
  });

  it('keeps a reply whose sending failed, says "Reply failed", and retries an unsent reply', async () => {
    const outMsg = {
      id: 'm2',
      direction: 'out',
      body: 'We are on it',
      createdAt: '2026-11-25T11:00:00.000Z',
      deliveryStatus: 'not_sent',
      deliveryError: 'not sent: no mail server configured',
      deliveredAt: null,
    };
    const fetchMock = serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [t1], unread: 1, total: 1, nextCursor: null, mailConfigured: false }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: { ...t1, status: 'read' }, messages: [inMsg, outMsg] }),
      'POST /api/admin/inbox/t1/reply': () => json({ ok: false, error: 'Something went wrong' }, 500),
      'POST /api/admin/inbox/t1/messages/m2/retry': () =>
        json({
          ok: true,
          thread: { ...t1, status: 'read' },
          message: { ...outMsg, deliveryStatus: 'sent', deliveryError: null, deliveredAt: '2026-11-25T11:05:00.000Z' },
        }),
    });
    renderTab();
    expect(await screen.findByText('not sent: no mail server configured')).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByLabelText('Reply to ada@example.org');
    await user.type(box, 'Please call your bank.');
    await user.click(screen.getByRole('button', { name: /send reply/i }));
    expect(await screen.findByText('Reply failed')).toBeInTheDocument();
    expect(box).toHaveValue('Please call your bank.');

    await user.click(screen.getByRole('button', { name: /retry sending/i }));
    expect(await screen.findByText(/^Emailed/)).toBeInTheDocument();
    expect(screen.queryByText('not sent: no mail server configured')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/inbox/t1/messages/m2/retry')).toHaveLength(1);
  });

  it('says "Could not send reply" when the server is unreachable', async () => {
    serve({
      'GET /api/admin/inbox': () => json({ ok: true, threads: [t1], unread: 1, total: 1, nextCursor: null, mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => json({ ok: true, thread: t1, messages: [inMsg] }),
      'POST /api/admin/inbox/t1/reply': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderTab();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reply to ada@example.org'), 'Hello');
    await user.click(screen.getByRole('button', { name: /send reply/i }));
    expect(await screen.findByText('Could not send reply')).toBeInTheDocument();
  });

  it("opens one of the address's other cases, even one on no loaded page, and moves focus to it", async () => {
    // Ada's older case: past the first page of the inbox, so not in the list.
    const t3 = { ...t1, id: 't3', subject: 'Card stolen again', status: 'read', caseStatus: 'resolved' as const };
    const t3Msg = { ...inMsg, id: 'm3', body: 'It happened again' };
    const opened: string[] = [];
    serve({
      'GET /api/admin/inbox': () =>
        json({ ok: true, threads: [t1, t2], unread: 1, total: 3, nextCursor: 'cursor-1', mailConfigured: true }),
      'GET /api/admin/inbox/t1': () => {
        opened.push('t1');
        return json({ ok: true, thread: { ...t1, status: 'read' }, messages: [inMsg] });
      },
      'GET /api/admin/inbox/t3': () => {
        opened.push('t3');
        return json({ ok: true, thread: t3, messages: [t3Msg] });
      },
      'GET /api/admin/inbox/t1/other-cases': () =>
        json({ ok: true, cases: [{ id: 't3', subject: t3.subject, caseStatus: 'resolved', lastMessageAt: t3.lastMessageAt }], more: 0 }),
      'GET /api/admin/inbox/t3/other-cases': () =>
        json({ ok: true, cases: [{ id: 't1', subject: t1.subject, caseStatus: 'new', lastMessageAt: t1.lastMessageAt }], more: 0 }),
    });
    renderTab();
    const user = userEvent.setup();
    const others = await screen.findByRole('region', { name: '1 other case from this address' });
    await user.click(within(others).getByRole('button', { name: /Card stolen again/ }));
    const conversation = await screen.findByRole('region', { name: 'Card stolen again' });
    expect(within(conversation).getByText('It happened again')).toBeInTheDocument();
    expect(within(conversation).getByRole('heading', { name: 'Card stolen again' })).toHaveFocus();
    expect(opened).toEqual(['t1', 't3']);
    // And back, from the keyboard.
    const back = await within(conversation).findByRole('button', { name: /Open case: Card stolen/ });
    back.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Card stolen' })).toHaveFocus();
  });
});
