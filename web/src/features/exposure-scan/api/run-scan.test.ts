import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { runScan, useExposureScan } from './run-scan';
import { jsonResponse, scanResult } from '../test/scan-fixtures';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
describe('runScan', () => {
  it('keeps the result of a not-ok response alongside its error', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false, error: 'Invalid email format.' }, 400));
    expect(await runScan({ email: 'x' })).toEqual({
      result: { ok: false, error: 'Invalid email format.' },
      error: 'Invalid email format.',
    });
  });

  it('reads the body as text before parsing it', async () => {
    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    expect(await runScan({ email: 'a@b.co' })).toEqual({ result: null, error: 'Bad JSON from server' });
  });

  it('returns a parsed success', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(scanResult()));
    const outcome = await runScan({ email: 'a@b.co' });
    expect(outcome.error).toBeNull();
    expect(outcome.result).toMatchObject({ ok: true, summary: { score: 75, sources: 2 } });
  });
});

describe('useExposureScan', () => {
  it('sets loading and clears result and error at the start; clears loading at the end', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false }, 500));
    const { result } = renderHook(() => useExposureScan());
    await act(() => result.current.scan({ email: 'a@b.co' }));
    expect(result.current).toMatchObject({ loading: false, error: 'Scan failed.', result: { ok: false } });

    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    act(() => void result.current.scan({ email: 'a@b.co' }));
    expect(result.current).toMatchObject({ loading: true, error: null, result: null });
    await act(async () => answer(jsonResponse(scanResult())));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.result).toMatchObject({ ok: true });
  });
});
