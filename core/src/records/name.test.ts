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
  it('keeps the full name when the only separate part is a middle name or a suffix', () => {
    // A "Middle Initial" column beside "Full Name" stored the person as "K", and a search for
    // their name found nothing: a middle part or a suffix alone is no name to prefer.
    expect(assembleName({ fullName: 'Olga Fullnametest', middleName: 'K' })).toBe('Olga Fullnametest');
    expect(assembleName({ fullName: 'Olga Fullnametest', suffix: 'Jr.' })).toBe('Olga Fullnametest');
    expect(assembleName({ fullName: 'Olga Fullnametest', middleName: 'K', suffix: 'Jr.' })).toBe('Olga Fullnametest');
    // A first or a last name makes the parts the name, as before.
    expect(assembleName({ fullName: 'Doe, John', firstName: 'John', middleName: 'K', lastName: 'Doe' })).toBe('John K Doe');
    expect(assembleName({ fullName: 'Doe, John', lastName: 'Doe', middleName: 'K' })).toBe('K Doe');
    expect(assembleName({ firstName: 'John', lastName: 'Doe' })).toBe('John Doe');
    // With no full name, a lone middle part is all there is.
    expect(assembleName({ middleName: 'K' })).toBe('K');
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
