import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

// The contact form of a browser holding a verified owner session (ADR 0298): the proved address
// fills the Email field, a ticked box offers to tell the team which record was verified, and
// only that yes is sent; which record it was, the server reads from the session cookie.

const SHARE = 'Tell the team which record I verified';
const client = () => new QueryClient({ defaultOptions: { mutations: { retry: false } } });
const wrap = (node: ReactNode, qc = client()) => <QueryClientProvider client={qc}>{node}</QueryClientProvider>;

function sendsTo() {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => JSON.parse(String((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>;
}

async function writeAndSend() {
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Vera Owner' } });
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'My record shows my old address.' } });
  await userEvent.click(screen.getByRole('button', { name: /send message/i }));
  await screen.findByRole('status');
}

describe('ContactForm for a verified owner', () => {
  it('fills in the verified address and, ticked by default, sends only a yes', async () => {
    const body = sendsTo();
    render(wrap(<ContactForm contactEmail="help@breachwatch.example" verifiedEmail="vera@example.net" />));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('vera@example.net');
    const box = screen.getByRole('checkbox', { name: SHARE });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/opened the link we mailed to it/);
    await writeAndSend();
    expect(body()).toEqual({
      name: 'Vera Owner',
      email: 'vera@example.net',
      subject: 'Website contact',
      message: 'My record shows my old address.',
      website: '',
      shareVerifiedRecord: true,
    });
  });

  it('sends no yes when the box is unticked', async () => {
    const body = sendsTo();
    render(wrap(<ContactForm contactEmail="help@breachwatch.example" verifiedEmail="vera@example.net" />));
    await userEvent.click(screen.getByRole('checkbox', { name: SHARE }));
    await writeAndSend();
    expect(body()).not.toHaveProperty('shareVerifiedRecord');
  });

  it('says a changed address will not be marked, sends no yes, and offers the box again for the verified one', async () => {
    const body = sendsTo();
    render(wrap(<ContactForm contactEmail="help@breachwatch.example" verifiedEmail="vera@example.net" />));
    const email = screen.getByLabelText(/^Email/);
    fireEvent.change(email, { target: { value: 'vera.other@example.net' } });
    expect(screen.queryByRole('checkbox', { name: SHARE })).not.toBeInTheDocument();
    expect(screen.getByText(/not the address you verified, so the team will not be told which record/)).toBeVisible();
    // Spelled with capitals it is still the verified address, as the server reads it.
    fireEvent.change(email, { target: { value: ' Vera@Example.net' } });
    expect(screen.getByRole('checkbox', { name: SHARE })).toBeChecked();
    fireEvent.change(email, { target: { value: 'vera.other@example.net' } });
    await writeAndSend();
    expect(body()).not.toHaveProperty('shareVerifiedRecord');
    expect(body()).toMatchObject({ email: 'vera.other@example.net' });
  });

  it('does not overwrite an address typed before the session was known', () => {
    vi.stubGlobal('fetch', vi.fn());
    const qc = client();
    const { rerender } = render(wrap(<ContactForm contactEmail="help@breachwatch.example" />, qc));
    expect(screen.queryByRole('checkbox', { name: SHARE })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'typed@example.org' } });
    rerender(wrap(<ContactForm contactEmail="help@breachwatch.example" verifiedEmail="vera@example.net" />, qc));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('typed@example.org');
    expect(screen.getByText(/not the address you verified/)).toBeVisible();
  });

  it('fills in an empty field when the session is known after the form is shown', () => {
    vi.stubGlobal('fetch', vi.fn());
    const qc = client();
    const { rerender } = render(wrap(<ContactForm contactEmail="help@breachwatch.example" />, qc));
    rerender(wrap(<ContactForm contactEmail="help@breachwatch.example" verifiedEmail="vera@example.net" />, qc));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('vera@example.net');
    expect(screen.getByRole('checkbox', { name: SHARE })).toBeChecked();
  });
});
