import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OWNER_MESSAGES } from '@breachwatch/core/schemas/owner';
import { VerifyPanel } from './verify-panel';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';

const ADDRESSES = [
  { id: 'a1', hint: 'm***@gmail.com' },
  { id: 'a2', hint: 'm***@n***.example' },
];

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const fake = fakeApi({
    'GET /api/owner/session/status': () => jsonResponse({ ok: true, session: null }),
    'GET /api/owner/options/r1': () =>
      jsonResponse({ ok: true, mail: { available: true, reason: null }, addresses: ADDRESSES, sharedAddresses: 0 }),
    'POST /api/owner/links': () => jsonResponse({ ok: true, message: OWNER_MESSAGES.sent, expiresInMinutes: 15 }),
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
  return fake;
}

const open = () => renderAt(<VerifyPanel recordId="r1" />, '/people/r1', '/people/:id');
const panel = () => screen.getByRole('region', { name: 'Is this you? Verify to see your full report' });

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('VerifyPanel', () => {
  it('lists the record’s addresses as hints and sends a link to the chosen one', async () => {
    const { calls } = api();
    open();
    const first = await screen.findByRole('radio', { name: 'm***@gmail.com' });
    expect(screen.getByRole('radio', { name: 'm***@n***.example' })).toBeInTheDocument();
    expect(within(panel()).getByText(/It works once, for 60 minutes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(OWNER_MESSAGES.chooseAddress);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(OWNER_MESSAGES.sent);
    // The message replaced the form and its button: focus moved to it, not to <body>.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/owner/links', body: { recordId: 'r1', addressId: 'a1' } });
  });

  it('lets the visitor go back and send a link to another address after one was sent', async () => {
    // Someone who picked an old work address they no longer read, or whose mail never came, had
    // only "check your spam folder" and no way to choose again short of reloading the page.
    const { calls } = api();
    open();
    await user.click(await screen.findByRole('radio', { name: 'm***@n***.example' }));
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await screen.findByRole('status');
    await user.click(within(panel()).getByRole('button', { name: 'Send a link to another address' }));
    const other = screen.getByRole('radio', { name: 'm***@gmail.com' });
    // Focus lands in the form that came back, on the address chosen before.
    expect(screen.getByRole('radio', { name: 'm***@n***.example' })).toHaveFocus();
    await user.click(other);
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(OWNER_MESSAGES.sent);
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { addressId: string }).addressId)).toEqual(['a2', 'a1']);
  });

  it('chooses the only address for the visitor when the record has one', async () => {
    const { calls } = api({
      'GET /api/owner/options/r1': () =>
        jsonResponse({ ok: true, mail: { available: true, reason: null }, addresses: [ADDRESSES[0]], sharedAddresses: 0 }),
    });
    open();
    expect(await screen.findByRole('radio', { name: 'm***@gmail.com' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(OWNER_MESSAGES.sent);
    expect(screen.queryByText(OWNER_MESSAGES.chooseAddress)).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { recordId: 'r1', addressId: 'a1' } });
    // One address: the way back asks for a new link to it.
    expect(within(panel()).getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('shows the server’s answer when sending is refused', async () => {
    api({
      'POST /api/owner/links': () =>
        jsonResponse(
          { ok: false, error: 'You have asked for several links in a short time. Please wait about 40 minutes, then try again.' },
          429,
        ),
    });
    open();
    await user.click(await screen.findByRole('radio', { name: 'm***@gmail.com' }));
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have asked for several links in a short time.');
  });

  it('explains why verification is unavailable on a server without mail, and offers the contact form', async () => {
    api({
      'GET /api/owner/options/r1': () =>
        jsonResponse({
          ok: true,
          mail: { available: false, reason: OWNER_MESSAGES.mailUnavailable },
          addresses: ADDRESSES,
          sharedAddresses: 0,
        }),
    });
    open();
    expect(await screen.findByText(OWNER_MESSAGES.mailUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('explains how to get help when the record has no email address', async () => {
    api({
      'GET /api/owner/options/r1': () =>
        jsonResponse({ ok: true, mail: { available: true, reason: null }, addresses: [], sharedAddresses: 0 }),
    });
    open();
    expect(await screen.findByText(OWNER_MESSAGES.noEmail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
  });

  it('says a shared mailbox cannot prove the record is yours when it is the only address (ADR 0284)', async () => {
    api({
      'GET /api/owner/options/r1': () =>
        jsonResponse({ ok: true, mail: { available: true, reason: null }, addresses: [], sharedAddresses: 1 }),
    });
    open();
    expect(await screen.findByText(OWNER_MESSAGES.onlySharedEmail)).toBeInTheDocument();
    // Nor does it open with "We can email a link", which the reason below then takes back.
    expect(screen.queryByText(/We can email a link/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('links to the full report when this browser is already verified for this record, not for another', async () => {
    api({
      'GET /api/owner/session/status': () => jsonResponse({ ok: true, session: { recordId: 'r1', expiresAt: '2026-11-26T10:30:00.000Z' } }),
    });
    const first = open();
    expect(await screen.findByRole('link', { name: 'Open your full report' })).toHaveAttribute('href', '/my-report');
    first.unmount();
    api({
      'GET /api/owner/session/status': () =>
        jsonResponse({ ok: true, session: { recordId: 'other', expiresAt: '2026-11-26T10:30:00.000Z' } }),
    });
    open();
    expect(await screen.findByRole('radio', { name: 'm***@gmail.com' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open your full report' })).not.toBeInTheDocument();
  });
});
