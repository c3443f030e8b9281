import { describe, expect, it } from 'vitest';
import { IMPORT_CORPUS } from '../../test/import-corpus.ts';
import { ReadProblemError } from './read-problems.ts';
import { readDelimitedBytes, readDelimitedText } from './read-whole.ts';

// The corpus's expectations hold for the reader itself, on bytes and on pasted text; the web
// and server tests then show every path gives the same outcome.
describe('import corpus through the row reader', () => {
  for (const shape of IMPORT_CORPUS) {
    it(shape.name, () => {
      const outcome = (read: () => { rows: string[][] }) => {
        try {
          return { rows: read().rows.length };
        } catch (error) {
          if (error instanceof ReadProblemError) return { message: error.message };
          throw error;
        }
      };
      const expected = 'message' in shape.expect ? { message: shape.expect.message } : { rows: shape.expect.rows };
      expect(outcome(() => readDelimitedBytes(shape.bytes()))).toEqual(expected);
      if (shape.text) expect(outcome(() => readDelimitedText(shape.text!()))).toEqual(expected);
    });
  }
});
