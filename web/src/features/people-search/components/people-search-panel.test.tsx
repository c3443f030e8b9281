import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_MATCH_CAP, TOO_MANY_MATCHES_NOTE } from '@breachwatch/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeopleSearchPanel } from './people-search-panel';
import { jsonResponse, renderAt } from '../../../testing/render-route';
import { hydrateAt, typeIntoMarkup } from '../../../testing/hydrate-route';
import { riskOf, searchResponse, searchResult } from '../test/search-fixtures';

const fetchMock = vi.fn<typeof fetch>();

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
const box = () => screen.getByLabelText('Name, phone, address or email');
const button = () => screen.getByRole('button', { name: /search/i });
const status = () => screen.getByRole('status');
const requestedQuery = (call = 0) => new URL(String(fetchMock.mock.calls[call]![0]), 'http://x').searchParams.get('q');

describe('PeopleSearchPanel', () => {
  it('takes up text typed before the server-rendered page hydrated: Search is on and Enter searches', async () => {
    fetchMock.mockResolvedValue(jsonResponse(searchResponse('Jane Public', [searchResult()])));
    const page = await hydrateAt(<PeopleSearchPanel />, '/breach-check', '/breach-check', (html) =>
      typeIntoMarkup(html.querySelector('input[name="q"]'), 'Jane Public'),
    );
    try {
      expect(box()).toHaveValue('Jane Public');
      expect(button()).not.toHaveAttribute('aria-disabled');
      await user.type(box(), '{Enter}');
      await waitFor(() => expect(requestedQuery()).toBe('Jane Public'));
    } finally {
      page.unmount();
    }
  });

  it('ties "Enter at least 3 characters." to the field it marks invalid', async () => {
    renderAt(<PeopleSearchPanel />, '/breach-check', '/breach-check');
    await user.type(box(), 'ab{Enter}');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(/Enter at least 3 characters\./);
    expect(box()).toHaveAccessibleDescription(/Search by name/);
    await user.type(box(), 'c');
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(box()).not.toHaveAccessibleDescription(/Enter at least 3 characters/);
  });

  it('keeps Search disabled until the trimmed text has 3 characters', async () => {
    renderAt(<PeopleSearchPanel />, '/breach-check', '/breach-check');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await user.type(box(), '  ab  ');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(status()).toHaveTextContent('Enter at least 3 characters.');
    await user.type(box(), 'c');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(status()).not.toHaveTextContent('Enter at least 3 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches, shows "Searching…" with the button disabled, then the cards, the total and the query in the URL', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderAt(<PeopleSearchPanel />, '/breach-check', '/breach-check');
    await user.type(box(), '  jane public ');
    await user.click(button());

    const searching = await screen.findByRole('button', { name: /searching/i });
    expect(searching).toHaveAttribute('aria-disabled', 'true');
    expect(searching).toHaveFocus();
    expect(status()).toHaveTextContent('Searching…');
    expect(requestedQuery()).toBe('jane public');
    expect(router.state.location.search).toBe('?q=jane+public');

    await act(async () =>
      answer(
        jsonResponse(
          searchResponse('jane public', [searchResult(), searchResult({ id: 'r 2', name: 'Jane Doe', risk: riskOf('low') })], 7),
        ),
      ),
    );
    expect(await screen.findByText('Showing 2 of 7')).toBeInTheDocument();
    expect(status()).toHaveTextContent(/to narrow the list/);
    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Jane Q Public' })).toBeInTheDocument();
    expect(first.getByText('Born 1984')).toBeInTheDocument();
    expect(first.getByText('Age 41 this year')).toBeInTheDocument();
    expect(first.getByText('Springfield, IL 62704')).toBeInTheDocument();
    // Which kinds leaked, never a value.
    expect(first.getByText('SSN, Date of birth, Phone, Email')).toBeInTheDocument();
    expect(first.queryByText(/\*\*\*/)).not.toBeInTheDocument();
    expect(first.getByText('High risk')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /exposure report/i })).toHaveAttribute('href', '/breach-check/leak/r1');
    expect(first.getByRole('link', { name: /person details/i })).toHaveAttribute('href', '/people/r1');
    expect(within(cards[1]!).getByRole('link', { name: /exposure report/i })).toHaveAttribute('href', '/breach-check/leak/r%202');
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('shows how the server read the query when part of it was left out', async () => {
    const note = 'Numbers on their own are not searched, so "1420" was left out.';
    fetchMock.mockResolvedValueOnce(jsonResponse(searchResponse('jane 1420', [searchResult()], 1, [note])));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=jane+1420', '/breach-check');
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(status()).toHaveTextContent(note);
  });

  it("lists no one and shows the server's advice when more than 1,000 people match", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(searchResponse('smith', [], PUBLIC_MATCH_CAP, [TOO_MANY_MATCHES_NOTE], true)));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=smith', '/breach-check');
    expect(await screen.findByText(TOO_MANY_MATCHES_NOTE)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Too many people match this search to list them.');
    expect(status()).not.toHaveTextContent('No matches found.');
    // Many match: the page must not tell the person we hold no record of them.
    expect(screen.queryByText(/we hold no record/i)).not.toBeInTheDocument();
    expect(screen.getByText(/Your record may be among them/)).toBeInTheDocument();
    expect(screen.getByText(/Add your first name, your city or your ZIP code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Run a free exposure scan' })).toHaveAttribute('href', '/breach-check?tab=scan');
  });

  it('says "more than" when a capped answer still shows records (a complete street)', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(searchResponse('smith', [searchResult()], PUBLIC_MATCH_CAP, [TOO_MANY_MATCHES_NOTE], true)),
    );
    renderAt(<PeopleSearchPanel />, '/breach-check?q=smith', '/breach-check');
    expect(await screen.findByText(TOO_MANY_MATCHES_NOTE)).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 1 of more than 1,000');
    expect(status()).not.toHaveTextContent('Add more of the name');
  });

  it('says "No matches found." when nothing matched', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(searchResponse('nobody', [])));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=nobody', '/breach-check');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
    expect(screen.getByText(/we hold no record that matches what you typed/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(box()).toHaveValue('nobody');
  });

  it('shows the server\'s error text, or "Search failed." when there is none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false, error: 'Too many searches, try again in a minute.' }, 429));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=smith', '/breach-check');
    expect(await screen.findByText('Too many searches, try again in a minute.')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await user.click(button());
    expect(await screen.findByText('Search failed.')).toBeInTheDocument();
  });

  it('says what a bare "Search failed." means and what to do next, but not under the server\'s own advice', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=smith', '/breach-check');
    expect(await screen.findByText('Search failed.')).toBeInTheDocument();
    expect(status()).toHaveTextContent(/says nothing about your data/);
    expect(status()).toHaveTextContent(/press Search to try again/);
    expect(within(status()).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(box()).toHaveValue('smith');

    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false, error: 'Too many searches, try again in a minute.' }, 429));
    await user.click(button());
    expect(await screen.findByText('Too many searches, try again in a minute.')).toBeInTheDocument();
    expect(status()).not.toHaveTextContent(/says nothing about your data/);
  });

  it('shows the lookup-miss refusal in full, not a generic error (ADR 0217)', async () => {
    const message =
      'Many of your searches for a full email address, phone number or street found nobody. To protect the people in our records, please try again in about 42 minutes. Searching by name still works.';
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false, error: message }, 429));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=jane.doe%40outlook.com', '/breach-check');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Search failed.')).not.toBeInTheDocument();
    expect(screen.queryByText('No matches found.')).not.toBeInTheDocument();
  });

  it('treats an answer that breaks the contract as a failed search, not as "no matches"', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true, results: 'nope' }));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=smith', '/breach-check');
    expect(await screen.findByText('Search failed.')).toBeInTheDocument();
    expect(screen.queryByText('No matches found.')).not.toBeInTheDocument();
  });

  it('empties the list and asks for 3 characters when the query is shortened', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(searchResponse('smith', [searchResult()])));
    renderAt(<PeopleSearchPanel />, '/breach-check?q=smith', '/breach-check');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(status()).not.toHaveTextContent(/to narrow the list/);
    await user.clear(box());
    await user.type(box(), 'sm');
    expect(status()).toHaveTextContent('Enter at least 3 characters.');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('a ?q= under 3 characters in a shared link is not sent and shows the message', async () => {
    renderAt(<PeopleSearchPanel />, '/breach-check?q=ab', '/breach-check');
    expect(status()).toHaveTextContent('Enter at least 3 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('selects a card for its preview; Escape clears it and returns focus, and so does a new search', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(searchResponse('jane', [searchResult(), searchResult({ id: 'r2', name: 'Jane Doe' })])),
    );
    renderAt(<PeopleSearchPanel />, '/breach-check?q=jane', '/breach-check');
    const [toggle] = await screen.findAllByRole('button', { name: 'Preview' });
    await user.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^High risk because the leaked record includes/)).toBeVisible();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/^High risk because the leaked record includes/)).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.clear(box());
    await user.type(box(), 'jane doe{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await screen.findByText('Showing 2 of 2');
    expect(screen.queryByText(/^High risk because the leaked record includes/)).not.toBeInTheDocument();
    for (const t of screen.getAllByRole('button', { name: 'Preview' })) expect(t).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the URL on back/forward', async () => {
    fetchMock.mockImplementation(async (input) => {
      const q = new URL(String(input), 'http://x').searchParams.get('q')!;
      return jsonResponse(searchResponse(q, [searchResult({ id: q, name: `Person ${q}` })]));
    });
    const { router } = renderAt(<PeopleSearchPanel />, '/breach-check?q=first', '/breach-check');
    expect(await screen.findByRole('heading', { name: 'Person first' })).toBeInTheDocument();
    await user.clear(box());
    await user.type(box(), 'second{Enter}');
    expect(await screen.findByRole('heading', { name: 'Person second' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Person first' })).toBeInTheDocument();
    expect(box()).toHaveValue('first');
  });

  it('renders names that look like HTML as text', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    fetchMock.mockResolvedValueOnce(jsonResponse(searchResponse('img', [searchResult({ name: evil, city: '<script>alert(1)</script>' })])));
    const { container } = renderAt(<PeopleSearchPanel />, '/breach-check?q=img', '/breach-check');
    expect(await screen.findByRole('heading', { name: evil })).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
  });
});
