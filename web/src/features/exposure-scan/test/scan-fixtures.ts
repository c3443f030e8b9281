import { beforeEach, vi } from 'vitest';
import { ACTIONS } from '@breachwatch/core/scan/actions';
import type { ScanSuccess } from '@breachwatch/core/scan/scan-result';
import { forgetLastScan } from '../lib/last-scan';

/** A fetch stand-in for the scan's API, reset before each test with the kept last scan forgotten. */
export function stubScanFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    forgetLastScan();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function scanResult(overrides: Partial<ScanSuccess> = {}): ScanSuccess {
  return {
    ok: true,
    scannedAt: '2026-11-25T21:30:00.000Z',
    // As the server rates them (ADR 0307): each record row at its record's own level (SSN, birth
    // date and email 60 of 90: high; phone and email 20: low); the scan the level of both together.
    summary: {
      score: 75,
      severity: 'high',
      sources: 2,
      actions: [ACTIONS.creditFreeze, ACTIONS.irsPin, ACTIONS.help],
    },
    exposures: [
      {
        id: 'r1',
        kind: 'record',
        severity: 'high',
        type: 'SSN, Date of birth, Email',
        source: 'Acme HR leak',
        firstSeen: '2024-03-01',
        lastSeen: '2024-04-02',
        snippet: 'j***@e***.com · born 1980 · Austin, TX',
        dataClasses: ['ssn', 'dob', 'email'],
      },
      {
        id: 'r2',
        kind: 'record',
        severity: 'low',
        type: 'Phone, Email',
        source: 'Shop forum dump',
        firstSeen: '2023-06-15',
        lastSeen: '2023-06-15',
        snippet: 'j***@e***.com',
        dataClasses: ['phone', 'email'],
      },
    ],
    truncated: false,
    notes: [],
    credits: [],
    ...overrides,
  };
}
