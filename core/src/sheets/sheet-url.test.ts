import { describe, expect, it } from 'vitest';
import { isGoogleSheetLink, toSheetCsvUrl } from './sheet-url.ts';

const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xyz';
const PUB = '2PACX-1vQabcdefghijklmnopqrstuvwxyz0123456789';

describe('toSheetCsvUrl', () => {
  it('rewrites an edit link to the CSV export of tab 0 by default', () => {
    expect(toSheetCsvUrl(`https://docs.google.com/spreadsheets/d/${ID}/edit`)).toBe(
      `https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=0`,
    );
    expect(toSheetCsvUrl(`https://docs.google.com/spreadsheets/d/${ID}`)).toBe(
      `https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=0`,
    );
  });

  it('keeps the tab from the fragment or the query', () => {
    expect(toSheetCsvUrl(`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=123456`)).toBe(
      `https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=123456`,
    );
    expect(toSheetCsvUrl(`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing&gid=42#gid=42`)).toBe(
      `https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=42`,
    );
  });

  it('rewrites published links (pubhtml and pub) to the published CSV', () => {
    expect(toSheetCsvUrl(`https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml`)).toBe(
      `https://docs.google.com/spreadsheets/d/e/${PUB}/pub?gid=0&single=true&output=csv`,
    );
    expect(toSheetCsvUrl(`https://docs.google.com/spreadsheets/d/e/${PUB}/pubhtml?gid=7&single=true`)).toBe(
      `https://docs.google.com/spreadsheets/d/e/${PUB}/pub?gid=7&single=true&output=csv`,
    );
  });

  it('accepts a link pasted without the scheme and is idempotent', () => {
    const once = toSheetCsvUrl(`docs.google.com/spreadsheets/d/${ID}/edit#gid=5`)!;
    expect(once).toBe(`https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=5`);
    expect(toSheetCsvUrl(once)).toBe(once);
  });

  it('rejects anything that is not a Google Sheet link', () => {
    for (const link of [
      '',
      'not a url',
      'https://example.com/spreadsheets/d/abcdefghijklmnop/edit',
      'https://docs.google.com/document/d/abcdefghijklmnop/edit',
      'https://docs.google.com.evil.test/spreadsheets/d/abcdefghijklmnop/edit',
    ]) {
      expect(toSheetCsvUrl(link)).toBeUndefined();
      expect(isGoogleSheetLink(link)).toBe(false);
    }
  });
});
