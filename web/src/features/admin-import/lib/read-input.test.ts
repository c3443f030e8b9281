import { describe, expect, it } from 'vitest';
import { IMPORT_CORPUS } from '../../../../../core/test/import-corpus';
import { checkInput, ChunkBuilder, InputProblem, sendInput } from './read-input';

const AUTO = { encoding: 'auto', delimiter: 'auto' } as const;

async function outcome(blob: Blob, options: Parameters<typeof checkInput>[1] = AUTO) {
  try {
    const checked = await checkInput(blob, options, () => undefined);
    return { rows: checked!.dataRows };
  } catch (error) {
    if (error instanceof InputProblem) return { message: error.message };
    throw error;
  }
}

// The browser's reading code (the import worker runs it; here it runs inline) gives each shape
// the outcome and message the command line gives it (server import-paths test), for a chosen
// file and for the same text pasted.
describe('the corpus of real-world shapes, as the console reads a file and a paste', { timeout: 120_000 }, () => {
  for (const shape of IMPORT_CORPUS) {
    it(shape.name, async () => {
      const expected = 'message' in shape.expect ? { message: shape.expect.message } : { rows: shape.expect.rows };
      expect(await outcome(new Blob([shape.bytes() as BlobPart]))).toEqual(expected);
      if (shape.text) expect(await outcome(new Blob([shape.text()]), { ...AUTO, encoding: 'utf-8' })).toEqual(expected);
    });
  }
});

describe('request bodies', () => {
  it('stay within the row and byte limits, carry every column and the file row numbers', async () => {
    const text = 'Name,Phone,Phone\n' + Array.from({ length: 2_500 }, (_, i) => `Zoë ${i},555-0${i},555-1${i}`).join('\n');
    const bodies: Array<{ rows: string[][]; rowNumbers: number[]; headers: string[]; batchId: string }> = [];
    const sizes: number[] = [];
    const sent = await sendInput(
      new Blob([text]),
      AUTO,
      'b1',
      { maxRows: 1_000, maxBytes: 20_000 },
      async (chunk) => {
        sizes.push(chunk.body.length);
        bodies.push(JSON.parse(new TextDecoder().decode(chunk.body)));
      },
      () => false,
    );
    expect(sent).toBe(2_500);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20_000);
    expect(bodies.flatMap((b) => b.rows)).toHaveLength(2_500);
    expect(bodies[0]).toMatchObject({ batchId: 'b1', headers: ['Name', 'Phone', 'Phone'] });
    expect(bodies[0]!.rows[0]).toEqual(['Zoë 0', '555-00', '555-10']);
    expect(bodies.flatMap((b) => b.rowNumbers).slice(0, 3)).toEqual([2, 3, 4]);
  });

  it('a row alone larger than the byte limit still goes, in a request of its own', () => {
    const builder = new ChunkBuilder('b', ['Notes'], { maxRows: 10, maxBytes: 100 });
    expect(builder.add(['x'.repeat(500)], 2)).toBeNull();
    expect(builder.add(['y'], 3)?.rows).toBe(1);
    expect(builder.flush()?.rows).toBe(1);
  });
});
