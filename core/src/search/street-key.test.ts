import { describe, expect, it } from 'vitest';
import { streetKey } from './street-key.ts';

describe('streetKey', () => {
  it('is the number and the street words, suffixes and directions abbreviated', () => {
    expect(streetKey('1420 Oak Street')).toBe('1420 oak st');
    expect(streetKey('1420 oak st.')).toBe('1420 oak st');
    expect(streetKey('77 Peachtree Road NE')).toBe('77 peachtree rd ne');
    expect(streetKey('77 Peachtree Rd Northeast')).toBe('77 peachtree rd ne');
    expect(streetKey('10 North Main Avenue')).toBe('10 n main ave');
  });

  it('drops the unit', () => {
    expect(streetKey('1420 Oak Street Apt 4B')).toBe('1420 oak st');
    expect(streetKey('1420 Oak Street, Suite 200')).toBe('1420 oak st');
  });

  it('has no key without both a number and a street', () => {
    expect(streetKey('Oak Street')).toBeUndefined();
    expect(streetKey('1420')).toBeUndefined();
    expect(streetKey('1420 12')).toBeUndefined();
    expect(streetKey('')).toBeUndefined();
    expect(streetKey(null)).toBeUndefined();
  });
});
