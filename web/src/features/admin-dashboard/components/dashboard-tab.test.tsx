import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardTab } from './dashboard-tab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stats = {
  ok: true,
  generatedAt: '2026-11-25T10:00:00.000Z',
  totals: 1234,
  highRisk: 56,
  recentUploads: 7,
  recentDays: 7,
  perDay: Array.from({ length: 30 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, count: i })),
  riskMix: { high: 56, medium: 100, low: 1078, unrated: 0 },
  // No real review approved yet: no average to show.
  averageRating: null,
  ratingCount: 0,
  donations: { count: 3, totalCents: 4500 },
  contactFlood: { active: false, refused: 0, refusedThroughCaseLinks: 0, startedAt: null, lastAt: null },
  outbox: { queued: 0, sent: 0, failed: 0, cancelled: 0, subscriptions: 0, oldestQueuedAt: null },
  audit: [
    {
      id: 1,
      actorEmail: 'a@example.test',
      action: 'records.bulk-delete',
      target: null,
      details: { deleted: 2 },
      createdAt: '2026-11-25T09:00:00.000Z',
    },
    {
      id: 2,
      actorEmail: 'a@example.test',
      action: 'security.clear-lockout',
      target: null,
      details: { keys: 2 },
      createdAt: '2026-11-25T09:05:00.000Z',
    },
    {
      id: 3,
      actorEmail: null,
      action: 'records.some-future.action',
      target: null,
      details: null,
      createdAt: '2026-11-25T09:10:00.000Z',
    },
  ],
};

let healthResponse: () => Response;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/admin/stats' ? json(stats) : healthResponse())),
  );
});
const renderTab = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DashboardTab />
    </QueryClientProvider>,
  );

const card = (label: string) => screen.getByText(label).closest('div')!;

describe('DashboardTab', { timeout: 20_000 }, () => {
  it('shows the server figures, "—" for an average with no reviews, and the audit trail', async () => {
    healthResponse = () =>
      json({ time: 'now', database: { ok: true, kind: 'sqlite', latencyMs: 0.2 }, paymentGateway: { ok: false, mode: 'not configured' } });
    renderTab();
    await waitFor(() => expect(card('Total records')).toHaveTextContent('1,234'));
    expect(card('High risk')).toHaveTextContent('56');
    expect(card('Recent uploads')).toHaveTextContent('7');
    expect(card('Average rating')).toHaveTextContent('—');
    expect(card('Donations')).toHaveTextContent('$45.00');
    expect(card('Donations')).toHaveTextContent('3 completed');
    expect(screen.getByText('Bulk-deleted records')).toBeInTheDocument();
    // Every action reads as words, never as its dotted key.
    const audit = screen.getByRole('list', { name: 'Latest admin actions' });
    expect(audit).toHaveTextContent('Cleared sign-in lockouts');
    expect(audit).toHaveTextContent('Records some future action');
    expect(audit).not.toHaveTextContent(/security\.clear-lockout|records\.some-future/);
    await waitFor(() => expect(screen.getByTestId('health-database')).toHaveTextContent('healthy'));
    expect(screen.getByTestId('health-payment-gateway')).toHaveTextContent('unavailable');
  });

  it('raises a flag while the contact form is flooded, and none otherwise', async () => {
    healthResponse = () => json({ ok: false, error: 'down' }, 503);
    const flooded = {
      ...stats,
      contactFlood: {
        active: true,
        refused: 240,
        refusedThroughCaseLinks: 0,
        startedAt: '2026-11-25T08:00:00.000Z',
        lastAt: '2026-11-25T09:30:00.000Z',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/admin/stats' ? json(flooded) : healthResponse())),
    );
    const view = renderTab();
    const flag = await screen.findByTestId('contact-flood-flag');
    expect(flag).toHaveTextContent(/^Contact form flood240 messages were refused since/);
    expect(flag).not.toHaveTextContent('case link');
    view.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/admin/stats' ? json(stats) : healthResponse())),
    );
    renderTab();
    await waitFor(() => expect(card('Total records')).toHaveTextContent('1,234'));
    expect(screen.queryByTestId('contact-flood-flag')).not.toBeInTheDocument();
  });

  it('names case links as the way a flood came in when their guard refused messages (ADR 0242)', async () => {
    const flood = (refused: number, refusedThroughCaseLinks: number) => ({
      ...stats,
      contactFlood: {
        active: true,
        refused,
        refusedThroughCaseLinks,
        startedAt: '2026-11-25T08:00:00.000Z',
        lastAt: '2026-11-25T09:30:00.000Z',
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/admin/stats' ? json(flood(12, 12)) : healthResponse())),
    );
    const view = renderTab();
    const links = await screen.findByTestId('contact-flood-flag');
    expect(links).toHaveTextContent(/^Case link flood12 messages through case links were refused since/);
    expect(links).toHaveTextContent('look for cases whose links may have been shared');
    view.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/admin/stats' ? json(flood(300, 1)) : healthResponse())),
    );
    renderTab();
    expect(await screen.findByTestId('contact-flood-flag')).toHaveTextContent(
      /^Contact form and case link flood300 messages were refused \(1 through case links\) since/,
    );
  });

  it('says "unknown" when the health call fails, never "healthy"', async () => {
    healthResponse = () => json({ ok: false, error: 'down' }, 503);
    renderTab();
    await waitFor(() => expect(screen.getByTestId('health-database')).toHaveTextContent('unknown'));
    expect(screen.getByTestId('health-payment-gateway')).toHaveTextContent('unknown');
    expect(screen.queryByText('healthy')).not.toBeInTheDocument();
  });
});
