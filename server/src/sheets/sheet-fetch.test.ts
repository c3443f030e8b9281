import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { checkSheetUrl, SHEET_MESSAGES, type SheetFetchPolicy } from './sheet-fetch.ts';

// An operator may allow an IP literal as a sheet host; whatever way the URL writes an internal
// address, the fence must see through it before any connection is made.
const literals = ['::ffff:7f00:1', '::ffff:127.0.0.1', '::7f00:1', '::ffff:0:7f00:1', '64:ff9b::a9fe:a9fe', '2002:a00:1::', '::ffff:a00:1'];
const policy: SheetFetchPolicy = {
  allowedHosts: literals.map((l) => l.toLowerCase()),
  maxBytes: 1024,
  timeoutMs: 1000,
  maxRedirects: 0,
  allowLoopbackForTests: false,
};

describe('checkSheetUrl with IP-literal hosts', () => {
  for (const literal of [
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::127.0.0.1]',
    '[::ffff:0:127.0.0.1]',
    '[64:ff9b::169.254.169.254]',
    '[2002:a00:1::]',
    '[::ffff:10.0.0.1]',
  ]) {
    it(`refuses https://${literal}/`, () => {
      let thrown: unknown;
      try {
        checkSheetUrl(`https://${literal}/export?format=csv`, policy);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).message).toBe(SHEET_MESSAGES.address);
    });
  }
});
