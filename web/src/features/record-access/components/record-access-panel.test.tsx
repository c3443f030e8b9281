import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordAccessPanel } from './record-access-panel';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';

const hours = (first: number) =>
  Array.from({ length: 25 }, (_, i) => ({
    hour: new Date(Date.UTC(2026, 10, 26, 10 - i)).toISOString(),
    distinctRecords: i === 0 ? first : 40,
    refusedRequests: i === 0 ? 7 : 0,
  }));

describe('RecordAccessPanel', () => {
  it('flags a sudden rise in records served, with counts only', async () => {
    const fake = fakeApi({
      'GET /api/admin/record-access': () =>
        jsonResponse({ ok: true, hours: hours(1623), usualPerHour: 40, rising: true, perClientPerHour: 300, store: 'redis' }),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    renderAt(<RecordAccessPanel />, '/admin', '/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unusual rise: 1,623 different records served this hour, against a usual 40.',
    );
    expect(screen.getByTestId('records-this-hour')).toHaveTextContent('1,623');
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText(/up to 300 different records an hour\. Counted across every server\./)).toBeInTheDocument();
  });

  it('shows no alarm in a usual hour', async () => {
    const fake = fakeApi({
      'GET /api/admin/record-access': () =>
        jsonResponse({ ok: true, hours: hours(38), usualPerHour: 40, rising: false, perClientPerHour: 300, store: 'memory' }),
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetchImpl));
    renderAt(<RecordAccessPanel />, '/admin', '/admin');
    expect(await screen.findByTestId('records-this-hour')).toHaveTextContent('38');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
