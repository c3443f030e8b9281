import { describe, it, expect } from 'vitest';
import { splitSources } from './sources.ts';

describe('splitSources', () => {
  it('splits on newline, semicolon, pipe and comma (spec §3)', () => {
    expect(splitSources('A\nB;C|D,E')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(splitSources('A\r\nB')).toEqual(['A', 'B']);
  });
  it('trims and drops empties', () => {
    expect(splitSources(' A ;; | ,\n B ')).toEqual(['A', 'B']);
    expect(splitSources('')).toEqual([]);
    expect(splitSources(undefined)).toEqual([]);
    expect(splitSources(null)).toEqual([]);
  });
  it('accepts arrays, including separated strings and {name} objects', () => {
    expect(splitSources(['Acme breach', ' Pastebin; Forum ', { name: 'Dump 2021', url: 'x' }, 7])).toEqual([
      'Acme breach',
      'Pastebin',
      'Forum',
      'Dump 2021',
    ]);
  });
  it('drops case-insensitive repeats, keeping the first spelling', () => {
    expect(splitSources('Acme; acme | ACME, Other')).toEqual(['Acme', 'Other']);
  });
});
