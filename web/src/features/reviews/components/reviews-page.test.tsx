import { MESSAGES, REVIEW_SUCCESS_MS } from '@breachwatch/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { ReviewsPage } from './reviews-page';

afterEach(() => {
  vi.useRealTimers();
});

const long = `${'I was scared when the letter came. '.repeat(9)}The END of the long story.`;
const all = Array.from({ length: 14 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Reviewer ${i + 1}`,
  rating: (i % 5) + 1,
  message: i === 0 ? long : `Short review number ${i + 1}.`,
  date: '2026-11-01',
  verified: false,
  sample: false,
}));

function open(post?: () => Response, fakeTimers = false) {
  const api = fakeApi({
    'GET /api/reviews': (_body, url) => {
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      return jsonResponse({ ok: true, reviews: all.slice(offset, offset + limit), total: all.length, limit, offset });
    },
    'POST /api/reviews': post ?? (() => jsonResponse({ ok: true, id: 'new', status: 'pending' }, 201)),
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  renderAt(<ReviewsPage />, '/reviews', '/reviews');
  return { api, user: userEvent.setup(fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {}) };
}

const cards = () => screen.getAllByRole('listitem');

describe('ReviewsPage', () => {
  it('shows six reviews, adds six per "Load more reviews" and hides the button at the end', async () => {
    const { user } = open();
    expect(await screen.findByText('Reviewer 1')).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    // The button went with the last page: focus is on the first review that came in.
    expect(screen.getByText('Reviewer 13').closest('li')).toHaveFocus();
  });

  it('keeps focus on "Load more reviews" while it loads', async () => {
    const { user } = open();
    await screen.findByText('Reviewer 1');
    // Hold the next page until the button has been checked mid-load.
    let release: () => void = () => {};
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await new Promise<void>((resolve) => (release = resolve));
      return real(input, init);
    });
    const more = screen.getByRole('button', { name: 'Load more reviews' });
    await user.click(more);
    const loading = screen.getByRole('button', { name: 'Loading…' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveFocus();
    release();
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Load more reviews' })).toHaveFocus();
  });

  it('starts in the form it opens, and returns to "Leave a Review" when it closes', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Leave a Review' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave a Review' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Leave a Review' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Review' }), 'They helped me freeze my credit quickly.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.review.thanks)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leave a Review' })).toHaveFocus());
  });

  it('truncates messages over 260 characters with Read more / Show less, and reads out the stars', async () => {
    const { user } = open();
    const card = (await screen.findByText('Reviewer 1')).closest('li')!;
    expect(within(card).queryByText(/The END of the long story/)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Read more' }));
    expect(within(card).getByText(/The END of the long story/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).queryByText(/The END of the long story/)).toBeNull();
    expect(within(card).getByText('Rated 1 out of 5 stars')).toBeInTheDocument();
    const short = screen.getByText('Reviewer 2').closest('li')!;
    expect(within(short).queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('requires a name and text, sends the rating (default 5), and thanks the reviewer for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = open(undefined, true);
    await user.click(await screen.findByRole('button', { name: 'Leave a Review' }));
    expect(screen.getByLabelText('Rating')).toHaveValue('5');
    expect(Array.from((screen.getByLabelText('Rating') as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(MESSAGES.review.name)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.review.message)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Ana P.');
    await user.type(screen.getByLabelText('Review'), 'Helpful and kind.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.review.thanks)).toBeInTheDocument();
    expect(screen.getByText(/appear here once our team has approved it/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Ana P.', rating: 5, message: 'Helpful and kind.' });
    act(() => vi.advanceTimersByTime(REVIEW_SUCCESS_MS + 50));
    await waitFor(() => expect(screen.queryByText(MESSAGES.review.thanks)).toBeNull());
  });

  it('counts the characters of the review, and says so when more would not be kept', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Leave a Review' }));
    const review = screen.getByLabelText('Review');
    expect(review).toHaveAccessibleDescription('0 of 2,000 characters');

    await user.click(review);
    await user.paste('I froze my credit. '.repeat(120));
    expect((review as HTMLTextAreaElement).value).toHaveLength(2000);
    expect(review).toHaveAccessibleDescription(/^2,000 of 2,000 characters: the limit\. Anything more you type or paste is not kept\.$/);
  });

  it('shows the error message and keeps the form when the submission fails', async () => {
    const { user } = open(() => jsonResponse({ ok: false, error: 'Something went wrong on our side.' }, 500));
    await user.click(await screen.findByRole('button', { name: 'Leave a Review' }));
    await user.type(screen.getByLabelText('Name'), 'Ana P.');
    await user.selectOptions(screen.getByLabelText('Rating'), '3');
    await user.type(screen.getByLabelText('Review'), 'Helpful.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.review.failed);
    expect(screen.getByLabelText('Name')).toHaveValue('Ana P.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
