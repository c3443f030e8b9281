import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGE_MAX } from '@breachwatch/core/schemas/contact';
import { ContactForm } from './contact-form';

const FALLBACK = 'Could not reach our server. Opening your email app as a fallback…';

function renderForm(props: { initialSubject?: string } = {}) {
  const openMailApp = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm contactEmail="help@breachwatch.example" openMailApp={openMailApp} {...props} />
    </QueryClientProvider>,
  );
  return { openMailApp };
}

function fill(fields: Partial<Record<'Full name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /send message/i }));

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('shows the exact validation messages and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fill({ 'Full name': '   ', Email: 'ada@nowhere', Message: ' ' });
    submit();
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the message against its limit and, past it, says by how much without cutting anything off', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm();
    const box = screen.getByLabelText(/^Message/);
    expect(box).toHaveAccessibleDescription(`0 of ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`);
    const long = 'x'.repeat(CONTACT_MESSAGE_MAX + 12);
    fill({ Message: long });
    expect(box).toHaveValue(long);
    expect(box).toHaveAccessibleDescription(
      `${(CONTACT_MESSAGE_MAX + 12).toLocaleString('en-US')} of ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters: 12 too many. Shorten it to send; nothing is cut off.`,
    );
    // Spaces and line breaks at the ends are trimmed by the server, so they are not counted.
    fill({ Message: `${'x'.repeat(CONTACT_MESSAGE_MAX)}  \n\n` });
    expect(box).toHaveAccessibleDescription(
      `${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} of ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`,
    );
  });

  it('sends trimmed values with the default subject and shows the server message', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ok: true, message: 'Got it, thanks!' }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full name/), '  Ada Lovelace ');
    await user.type(screen.getByLabelText(/^Email/), ' ada@example.org ');
    await user.type(screen.getByLabelText(/^Message/), ' Someone opened a card in my name. ');
    await user.click(screen.getByRole('button', { name: /send message/i }));
    expect(await screen.findByRole('status')).toHaveTextContent('Got it, thanks!');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Website contact',
      message: 'Someone opened a card in my name.',
      website: '',
    });
  });

  it('names the address we will reply to, and a mistyped one is corrected without typing the message again', async () => {
    const token = 'upload-token-of-the-first-message';
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ ok: true, evidenceToken: token })));
    vi.stubGlobal('fetch', fetchMock);
    renderForm({ initialSubject: 'Incident report' });
    fill({ 'Full name': 'Ada', Email: ' ada@gmial.com ', Message: 'A card was opened in my name.' });
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('We will reply to ada@gmial.com, usually within 24 hours.');
    await userEvent.click(screen.getByRole('button', { name: 'Wrong address? Correct it' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@gmial.com');
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Incident report');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('A card was opened in my name.');
    fill({ Email: 'ada@gmail.com' });
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('We will reply to ada@gmail.com');
    // It names the message it corrects, so the server corrects that one rather than keeping both.
    expect(JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      email: 'ada@gmail.com',
      message: 'A card was opened in my name.',
      correcting: token,
    });
    // Another message is a message of its own.
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    fill({ 'Full name': 'Ada', Email: 'ada@gmail.com', Message: 'And a second card.' });
    submit();
    await screen.findByRole('status');
    expect(JSON.parse(String((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].body))).not.toHaveProperty('correcting');
  });

  it('falls back to the spec message of success when the server gives none', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ ok: true })));
    renderForm();
    fill({ 'Full name': 'Ada', Email: 'ada@example.org', Message: 'Hi' });
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message has been sent successfully.');
  });

  it('shows "Sending…" and blocks a second submit while the request runs', async () => {
    let resolve: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fill({ 'Full name': 'Ada', Email: 'ada@example.org', Message: 'Hi' });
    submit();
    const button = await screen.findByRole('button', { name: /sending/i });
    // Unavailable but focusable (aria-disabled): a disabled button would drop focus to <body>.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.submit(button.closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => resolve(jsonResponse({ ok: true })));
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('fakes success for a filled honeypot without sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fill({ 'Full name': 'Bot', Email: 'bot@example.org', Message: 'Buy now' });
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your message has been sent successfully.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a server failure keeps the text, says so, and opens the mail app after 400 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ ok: false, error: 'Something went wrong' }, 500)));
    const { openMailApp } = renderForm({ initialSubject: 'Incident report' });
    fill({ 'Full name': 'Ada', Email: 'ada@example.org', Message: 'My bank called.' });
    submit();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
    expect(screen.getByLabelText(/^Message/)).toHaveValue('My bank called.');
    await act(async () => vi.advanceTimersByTimeAsync(399));
    expect(openMailApp).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(openMailApp).toHaveBeenCalledTimes(1);
    const url = new URL(openMailApp.mock.calls[0]![0] as string);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@breachwatch.example');
    expect(url.searchParams.get('subject')).toBe('Incident report');
    expect(url.searchParams.get('body')).toBe('My bank called.\n\nAda\nada@example.org');
  });

  it('gives up after 20 seconds without an answer and falls back to the mail app', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    const { openMailApp } = renderForm();
    fill({ 'Full name': 'Ada', Email: 'ada@example.org', Message: 'Hello?' });
    submit();
    await act(async () => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /sending/i })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(openMailApp).toHaveBeenCalledTimes(1);
  });

  it('treats a network failure like any other: fallback message and mail app', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { openMailApp } = renderForm();
    fill({ 'Full name': 'Ada', Email: 'ada@example.org', Message: 'Hi' });
    submit();
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK);
    expect(openMailApp).toHaveBeenCalledTimes(1);
  });
});
