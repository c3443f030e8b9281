import { describe, it, expect } from 'vitest';
import { NO_NAME, assembleName, isNoName } from './name.ts';

describe('assembleName', () => {
  it('joins first, middle, last and suffix in order', () => {
    expect(assembleName({ firstName: 'John', middleName: 'Q', lastName: 'Public', suffix: 'Jr.' })).toBe('John Q Public Jr.');
  });
  it('skips missing parts and collapses whitespace', () => {
    expect(assembleName({ firstName: '  Mary ', lastName: 'Ann  Smith' })).toBe('Mary Ann Smith');
  });
  it('prefers separate parts over a full-name column', () => {
    expect(assembleName({ firstName: 'John', lastName: 'Doe', fullName: 'Doe, John' })).toBe('John Doe');
  });
  it('falls back to the full name', () => {
    expect(assembleName({ fullName: ' Jane   Roe ' })).toBe('Jane Roe');
  });
  it('gives "(no name)" when nothing is usable (spec §5)', () => {
    expect(NO_NAME).toBe('(no name)');
    expect(assembleName({})).toBe('(no name)');
    expect(assembleName({ firstName: '  ', fullName: null })).toBe('(no name)');
  });
  it('recognises the placeholder', () => {
    expect(isNoName('(no name)')).toBe(true);
    expect(isNoName('')).toBe(true);
    expect(isNoName('Ann')).toBe(false);
  });
});
