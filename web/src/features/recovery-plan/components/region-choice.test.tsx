import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecoveryPlanPage } from './recovery-plan-page';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { DEMO_CLASSES, planReportResponse } from '../test/plan-report-fixture';

// "Where do you live?" (ADR 0303): someone in Berlin must not be told to freeze their credit at
// Equifax or get an IRS PIN, and must see why the plan opened as it did.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

const openRecord = (response = planReportResponse()) => {
  const api = fakeApi({
    [`GET /api/leaks/${response.report.id}`]: () => jsonResponse(response),
    'GET /api/owner/session/status': () => jsonResponse({ ok: true, session: null }),
  });
  fetchMock.mockImplementation(api.fetchImpl);
  return renderAt(<RecoveryPlanPage />, `/recovery-plan/${response.report.id}`, '/recovery-plan/:id?');
};
const choice = () => screen.getByRole('group', { name: 'Where do you live?' });
const option = (name: string) => within(choice()).getByRole('radio', { name });
const REASON = /Your record lists an address or phone outside the US/;
const usSteps = () =>
  screen.queryAllByRole('article', {
    name: /Freeze your credit|IRS Identity Protection PIN|IdentityTheft\.gov|driver license agency \(DMV\)/,
  });

describe('RecoveryPlanPage: where the reader lives', () => {
  it('opens outside the US for a record that lists an address or phone there, and says why', async () => {
    openRecord(planReportResponse({ planRegion: 'outsideUs' }));
    await screen.findByRole('heading', { level: 1 });
    expect(option('Outside the United States')).toBeChecked();
    expect(within(choice()).getByText(REASON)).toBeInTheDocument();
    expect(usSteps()).toEqual([]);
    expect(screen.getByRole('article', { name: /credit reference agencies/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /report it to the police/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /data protection authority/ })).toBeInTheDocument();
    // No fraud alert letter: only the US bureaus take one.
    expect(screen.queryByRole('region', { name: /Fraud alert request/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Equifax|TransUnion|Experian|irs\.gov/i)).not.toBeInTheDocument();
  });

  it('keeps the US plan, and no reason line, for a record that does not say', async () => {
    openRecord(planReportResponse({ planRegion: null }));
    await screen.findByRole('heading', { level: 1 });
    expect(option('In the United States')).toBeChecked();
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    expect(usSteps().length).toBeGreaterThanOrEqual(3);
  });

  it('switches the plan when the reader chooses, and remembers it on this device', async () => {
    const user = userEvent.setup();
    const first = openRecord(planReportResponse({ dataClasses: DEMO_CLASSES.maria }));
    await screen.findByRole('heading', { level: 1 });
    await user.click(option('Outside the United States'));
    expect(usSteps()).toEqual([]);
    expect(screen.getByRole('article', { name: /agency that issued your driving licence/ })).toBeInTheDocument();
    // The reader chose it: no "your record lists" line.
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    first.unmount();

    openRecord(planReportResponse({ dataClasses: DEMO_CLASSES.maria }));
    await screen.findByRole('heading', { level: 1 });
    expect(option('Outside the United States')).toBeChecked();
    expect(usSteps()).toEqual([]);
  });

  it('lets someone the record places abroad choose the US plan, and keeps that choice', async () => {
    const user = userEvent.setup();
    const first = openRecord(planReportResponse({ planRegion: 'outsideUs' }));
    await screen.findByRole('heading', { level: 1 });
    await user.click(option('In the United States'));
    expect(screen.getByRole('article', { name: /Freeze your credit/ })).toBeInTheDocument();
    expect(screen.queryByText(REASON)).not.toBeInTheDocument();
    first.unmount();

    openRecord(planReportResponse({ planRegion: 'outsideUs' }));
    await screen.findByRole('heading', { level: 1 });
    expect(option('In the United States')).toBeChecked();
  });

  it('starts a plan from a scan in the US, with the choice there', async () => {
    const user = userEvent.setup();
    renderAt(<RecoveryPlanPage />, '/recovery-plan?classes=ssn,email', '/recovery-plan/:id?');
    await screen.findByRole('heading', { level: 1 });
    expect(option('In the United States')).toBeChecked();
    expect(screen.getByRole('article', { name: /IRS Identity Protection PIN/ })).toBeInTheDocument();
    await user.click(option('Outside the United States'));
    expect(screen.queryByRole('article', { name: /IRS Identity Protection PIN/ })).not.toBeInTheDocument();
    expect(screen.getByText(/If you also file US taxes/)).toBeInTheDocument();
  });
});
