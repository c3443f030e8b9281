import { describe, expect, it } from 'vitest';
import { streamFile } from './row-stream';

const csv = (n: number) => `Name,Email\n${Array.from({ length: n }, (_, i) => `P${i},p${i}@example.test`).join('\n')}\n\n`;

describe('streamFile', { timeout: 30_000 }, () => {
  it('hands over rows in groups of at most maxRows, numbered across the file, and waits for each group', async () => {
    const groups: Array<{ size: number; first: number }> = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const total = await streamFile(
      new File([csv(23)], 'a.csv'),
      { maxRows: 10, maxChars: 1e9 },
      {
        onHeaders: (h) => expect(h).toEqual(['Name', 'Email']),
        onRows: async (rows, first) => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          await new Promise((r) => setTimeout(r, 5));
          groups.push({ size: rows.length, first });
          inFlight--;
        },
      },
      () => false,
    );
    expect(total).toBe(23);
    expect(groups).toEqual([
      { size: 10, first: 1 },
      { size: 10, first: 11 },
      { size: 3, first: 21 },
    ]);
    expect(maxInFlight).toBe(1);
  });

  it('also closes a group before it would pass maxChars', async () => {
    const sizes: number[] = [];
    await streamFile(
      new File([csv(12)], 'a.csv'),
      { maxRows: 1000, maxChars: 150 },
      { onHeaders: () => {}, onRows: async (rows) => void sizes.push(rows.length) },
      () => false,
    );
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(12);
    expect(sizes.length).toBeGreaterThan(1);
  });

  it('stops when cancelled and refuses a file without a recognised column', async () => {
    let cancelled = false;
    let seen = 0;
    await streamFile(
      new File([csv(50)], 'a.csv'),
      { maxRows: 10, maxChars: 1e9 },
      {
        onHeaders: () => {},
        onRows: async (rows) => {
          seen += rows.length;
          cancelled = true;
        },
      },
      () => cancelled,
    );
    expect(seen).toBe(10);
    await expect(
      streamFile(
        new File(['Colour,Size\nred,9\n'], 'b.csv'),
        { maxRows: 10, maxChars: 1e9 },
        { onHeaders: () => {}, onRows: async () => {} },
        () => false,
      ),
    ).rejects.toThrow(/No recognised columns/);
  });
});
