import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { AdminReviewsTab } from './admin-reviews-tab';

const pending = {
  id: 'a1',
  name: 'Rosa T.',
  rating: 4,
  message: 'Kind people.',
  date: '2026-11-20',
  verified: false,
  sample: false,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  approvedAt: null,
};
const list = (reviews: unknown[]) =>
  jsonResponse({ ok: true, reviews, total: reviews.length, counts: { pending: reviews.length, approved: 0, hidden: 0 } });

describe('AdminReviewsTab', () => {
  it('shows pending reviews and approves one through the admin API', async () => {
    let approved = false;
    const api = fakeApi({
      'GET /api/admin/reviews': () => list(approved ? [] : [pending]),
      'POST /api/admin/reviews/a1/approve': () => {
        approved = true;
        return jsonResponse({ ok: true, review: { ...pending, status: 'approved' } });
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderAt(<AdminReviewsTab />, '/admin/reviews', '/admin/reviews');
    const item = await screen.findByRole('listitem', { name: 'Review by Rosa T.' });
    expect(within(item).getByText('pending')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Review by Rosa T. approved and now public.');
    await waitFor(() => expect(screen.getByText('No reviews are waiting for moderation.')).toBeInTheDocument());
    // The approved review left the list with its focused button: focus is on the notice, not <body>.
    expect(screen.getByRole('status').parentElement).toHaveFocus();
  });

  it('asks before deleting, and shows a failure instead of pretending', async () => {
    const api = fakeApi({
      'GET /api/admin/reviews': () => list([pending]),
      'DELETE /api/admin/reviews/a1': () => jsonResponse({ ok: false, error: 'boom' }, 500),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderAt(<AdminReviewsTab />, '/admin/reviews', '/admin/reviews');
    const item = await screen.findByRole('listitem', { name: 'Review by Rosa T.' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed (500)');
  });

  it('shows an error, never sample reviews, when the list cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/admin/reviews': () => jsonResponse({ ok: false, error: 'down' }, 503) }).fetchImpl);
    renderAt(<AdminReviewsTab />, '/admin/reviews', '/admin/reviews');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews (503)');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
