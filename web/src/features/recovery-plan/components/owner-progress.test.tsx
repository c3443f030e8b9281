import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StepStatuses } from '@breachwatch/core/recovery/recovery-progress';
import { RecoveryPlanPage } from './recovery-plan-page';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { planReportResponse } from '../test/plan-report-fixture';

// The verified owner (issue 13's session): progress kept on the server with the verification,
// shown only while the session lasts.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

const ended = () => jsonResponse({ ok: false, error: 'Your verified session has ended.' }, 401);

function ownerServer(
  options: { recordId?: string; expiresAt?: string; steps?: StepStatuses; patch?: 'ok' | 'lapsed'; signedIn?: () => boolean } = {},
) {
  const signedIn = options.signedIn ?? (() => true);
  const expiresAt = options.expiresAt ?? new Date(Date.now() + 30 * 60_000).toISOString();
  const recordId = options.recordId ?? 'rec1';
  let steps: StepStatuses = { ...(options.steps ?? {}) };
  const body = () => ({ ok: true, recordId, steps, updatedAt: '2026-11-26T10:00:00.000Z', expiresAt });
  return fakeApi({
    'GET /api/leaks/rec1': () => jsonResponse(planReportResponse({ employer: 'Northwind Health', carrier: 'Bluepoint Health' })),
    'GET /api/owner/report': () =>
      jsonResponse({
        ...planReportResponse({ id: recordId, employer: 'Northwind Health', carrier: 'Bluepoint Health', audience: 'owner' }),
        expiresAt,
      }),
    'GET /api/owner/session/status': () => jsonResponse({ ok: true, session: signedIn() ? { recordId, expiresAt } : null }),
    'GET /api/owner/recovery-progress': () => (signedIn() ? jsonResponse(body()) : ended()),
    'PATCH /api/owner/recovery-progress': (sent) => {
      if (options.patch === 'lapsed') return ended();
      const change = (sent as { steps: Record<string, 'done' | 'skipped' | null> }).steps;
      steps = { ...steps };
      for (const [id, status] of Object.entries(change)) {
        if (status) steps[id] = status;
        else delete steps[id];
      }
      return jsonResponse(body());
    },
    'DELETE /api/owner/recovery-progress': () => {
      steps = {};
      return jsonResponse(body());
    },
  });
}

const open = (api: ReturnType<typeof fakeApi>) => {
  fetchMock.mockImplementation(api.fetchImpl);
  return renderAt(<RecoveryPlanPage />, '/recovery-plan/rec1', '/recovery-plan/:id?');
};
const step = (title: RegExp) => screen.getByRole('article', { name: title });
const progressText = () => screen.getByText(/steps done/);

describe('RecoveryPlanPage for a verified owner', () => {
  it('shows and saves progress on the server, with the verification', async () => {
    const api = ownerServer({ steps: { 'credit-freeze': 'done' } });
    open(api);
    expect(await screen.findByText(/You are verified as this record’s owner/)).toBeInTheDocument();
    expect(progressText()).toHaveTextContent(/^1 of \d+ steps done\.$/);
    await userEvent.click(within(step(/Place a free fraud alert/)).getByRole('button', { name: 'Skip' }));
    expect(progressText()).toHaveTextContent(/^1 of \d+ steps done, 1 skipped\.$/);
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ steps: { 'fraud-alert': 'skipped' } }]);
    // Nothing about it is kept in this browser.
    expect(localStorage.getItem('bw.recovery.v1.progress.record:rec1')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear my saved progress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear them' }));
    expect(progressText()).toHaveTextContent(/^0 of/);
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/owner/recovery-progress')).toBe(true);
  });

  it('addresses the letters to the employer and carrier the owner’s view names', async () => {
    open(ownerServer());
    const employer = await screen.findByRole('region', { name: 'Letter to your employer' });
    expect(within(employer).getByLabelText('Organisation name')).toHaveValue('Northwind Health');
    await userEvent.click(within(employer).getByRole('radio', { name: 'My health plan or benefits provider' }));
    expect(
      within(screen.getByRole('region', { name: 'Letter to your benefits provider' })).getByLabelText('Organisation name'),
    ).toHaveValue('Bluepoint Health');
  });

  it('offers to add marks made in this browser before verifying', async () => {
    localStorage.setItem(
      'bw.recovery.v1.progress.record:rec1',
      JSON.stringify({ steps: { 'credit-freeze': 'done', 'irs-ip-pin': 'skipped', 'fraud-alert': 'done' }, updatedAt: '' }),
    );
    const api = ownerServer({ steps: { 'credit-freeze': 'done' } });
    open(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Add them to my saved progress' }));
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { steps: { 'irs-ip-pin': 'skipped', 'fraud-alert': 'done' } },
    ]);
    expect(progressText()).toHaveTextContent(/^2 of \d+ steps done, 1 skipped\.$/);
    expect(screen.queryByRole('button', { name: /to my saved progress/ })).not.toBeInTheDocument();
  });

  it('keeps another record’s verification out of this plan', async () => {
    const api = ownerServer({ recordId: 'someone-else', steps: { 'credit-freeze': 'done' } });
    open(api);
    expect(await screen.findByText(/saved only in this browser/)).toBeInTheDocument();
    expect(progressText()).toHaveTextContent(/^0 of/);
    expect(api.calls.some((c) => c.path.startsWith('/api/owner/recovery-progress'))).toBe(false);
  });

  it('stops showing the saved progress when the server says the verification ended, and keeps the mark just made here', async () => {
    open(ownerServer({ steps: { 'credit-freeze': 'done' }, patch: 'lapsed' }));
    await screen.findByText(/You are verified/);
    await userEvent.click(within(step(/Place a free fraud alert/)).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/Your verified session has ended, so the progress saved with it is hidden/)).toBeInTheDocument();
    expect(screen.getByText(/saved only in this browser/)).toBeInTheDocument();
    // The saved "credit-freeze" is hidden; the click that met the ended session is not lost.
    expect(progressText()).toHaveTextContent(/^1 of \d+ steps done\.$/);
    expect(within(step(/Place a free fraud alert/)).getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('bw.recovery.v1.progress.record:rec1') ?? '{}')).toMatchObject({
      steps: { 'fraud-alert': 'done' },
    });
  });

  it('stops showing it when the verification’s time is up, without any request', async () => {
    const api = ownerServer({ steps: { 'credit-freeze': 'done' }, expiresAt: new Date(Date.now() + 1500).toISOString() });
    open(api);
    await screen.findByText(/You are verified/);
    expect(progressText()).toHaveTextContent(/^1 of/);
    const before = api.calls.length;
    expect(await screen.findByText(/Your verified session has ended/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(progressText()).toHaveTextContent(/^0 of/);
    expect(api.calls.length).toBe(before);
  });

  it('asks the server when the tab comes back, and hides the saved progress and the owner’s employer once the session ended elsewhere', async () => {
    let signedIn = true;
    const api = ownerServer({ steps: { 'credit-freeze': 'done' }, signedIn: () => signedIn });
    open(api);
    await screen.findByText(/You are verified/);
    const employer = screen.getByRole('region', { name: 'Letter to your employer' });
    expect(within(employer).getByLabelText('Organisation name')).toHaveValue('Northwind Health');

    // Still verified: the tab coming back asks, and nothing changes.
    const asked = () => api.calls.filter((c) => c.path === '/api/owner/session/status').length;
    const before = asked();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(asked()).toBe(before + 1));
    expect(progressText()).toHaveTextContent(/^1 of/);

    // Signed out in another tab: the next return closes what the session unlocked.
    signedIn = false;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText(/Your verified session has ended/)).toBeInTheDocument();
    expect(progressText()).toHaveTextContent(/^0 of/);
    const letter = screen.getByRole('region', { name: 'Letter to your employer' });
    expect(within(letter).getByLabelText('Organisation name')).toHaveValue('');
    expect(within(letter).getByRole('document')).toHaveTextContent(/Attn: Human Resources _{10,}/);
  });

  it('says the saved progress is hidden when the person comes back after the verification ended', async () => {
    let signedIn = true;
    const api = ownerServer({ steps: { 'credit-freeze': 'done' }, signedIn: () => signedIn });
    open(api);
    await screen.findByText(/You are verified as this record’s owner/);
    cleanup();
    // Later, a new page in the same browser: the verification has ended meanwhile. "0 of 18" alone
    // read as the ticked steps being lost, beside a note that progress is never sent to us.
    signedIn = false;
    open(api);
    expect(await screen.findByText(/Your verified session has ended, so the progress saved with it is hidden/)).toBeInTheDocument();
    expect(progressText()).toHaveTextContent(/^0 of/);
    // Clearing this device's marks forgets that too: a shared computer keeps no trace of the plan.
    await userEvent.click(within(step(/Place a free fraud alert/)).getByRole('button', { name: 'Skip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear my progress on this device' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear them' }));
    await waitFor(() => expect(screen.queryByText(/Your verified session has ended/)).toBeNull());
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('says nothing of a verification when this browser never saved progress with one', async () => {
    open(ownerServer({ signedIn: () => false }));
    await screen.findByText(/steps done/);
    expect(screen.queryByText(/Your verified session has ended/)).toBeNull();
  });

  it('keeps what the person typed as the organisation when the session ends', async () => {
    let signedIn = true;
    open(ownerServer({ signedIn: () => signedIn }));
    await screen.findByText(/You are verified/);
    const field = within(screen.getByRole('region', { name: 'Letter to your employer' })).getByLabelText('Organisation name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Acme Staffing');
    signedIn = false;
    window.dispatchEvent(new Event('focus'));
    await screen.findByText(/Your verified session has ended/);
    expect(field).toHaveValue('Acme Staffing');
  });
});
