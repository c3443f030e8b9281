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
    expect(streetKey('5510 Marrowbone Road #7')).toBe('5510 marrowbone rd');
    expect(streetKey('4411 Quillfeather Road\n#7')).toBe('4411 quillfeather rd');
    expect(streetKey('4412 Quillfeather Road, # 7')).toBe('4412 quillfeather rd');
  });

  it("abbreviates only its own words, not the names of every object's properties", () => {
    expect(streetKey('12 Constructor Way')).toBe('12 constructor way');
    expect(streetKey('12 Valueof Street')).toBe('12 valueof st');
  });

  it('gives a post office box one key however it is written', () => {
    for (const box of [
      'PO Box 123',
      'P.O. Box 123',
      'p o box 123',
      'Post Office Box 123',
      'POB 123',
      'POBox 123',
      'Box 123',
      'PO BOX 123, Unit 4',
    ])
      expect(streetKey(box), box).toBe('po box 123');
    expect(streetKey('PO Box')).toBeUndefined();
    expect(streetKey('12 Box Elder Road')).toBe('12 box elder rd');
  });

  it('keys an ordinal written as a word as its number (ADR 0213)', () => {
    for (const [a, b] of [
      ['725 Fifth Avenue', '725 5th Ave'],
      ['1 First Street', '1 1st St'],
      ['2 Second St', '2 2nd Street'],
      ['3 Third Road', '3 3rd Rd'],
      ['11 Eleventh Ave', '11 11th Avenue'],
      ['12 Twelfth St', '12 12th St'],
      ['20 Twentieth St', '20 20th St'],
      ['21 Twenty-First St', '21 21st St'],
      ['22 Twenty Second Ave', '22 22nd Ave'],
      ['100 West Forty-Third Street', '100 W 43rd St'],
      ['9 Ninety-Ninth Street Apt 2', '9 99th St'],
    ])
      expect(streetKey(a), a).toBe(streetKey(b));
    expect(streetKey('725 Fifth Avenue')).toBe('725 5 th ave');
    expect(streetKey('21 Twenty-First St')).toBe('21 21 st st');
    // Only ordinals: "Twenty Oaks Lane" keeps its words.
    expect(streetKey('5 Twenty Oaks Lane')).toBe('5 twenty oaks ln');
    expect(streetKey('Fifth Avenue')).toBeUndefined();
  });

  it('drops a bare unit number after the street, as the public search does (ADR 0227)', () => {
    expect(streetKey('1420 Oak St 12')).toBe('1420 oak st');
    expect(streetKey('1420 Oak St 4B')).toBe('1420 oak st');
    expect(streetKey('1420 Oak Street, 12')).toBe('1420 oak st');
    expect(streetKey('1420 Oak St 12 Apt 3')).toBe('1420 oak st');
    // A number that is part of the street's name stays (ADRs 0212, 0219).
    for (const [street, key] of [
      ['100 Highway 50', '100 hwy 50'],
      ['12 Route 9', '12 rte 9'],
      ['1420 County Road 12', '1420 county rd 12'],
      ['15 Avenue 5', '15 ave 5'],
      ['150 S 300 E', '150 s 300 e'],
      ['4500 W 7 Mile Rd', '4500 w 7 mile rd'],
      ['725 5th Ave', '725 5 th ave'],
      ['100 W 5 St', '100 w 5 st'],
      ['100 Highway 50 #3', '100 hwy 50'],
    ])
      expect(streetKey(street), street).toBe(key);
  });

  it('keys a house number written in two parts with both (ADR 0237)', () => {
    for (const [street, key] of [
      ['123 1/2 Main St', '123 1 2 main st'],
      ['123 1/2 Main Street, Apt 2', '123 1 2 main st'],
      ['12-14 Oak St', '12 14 oak st'],
      ['123-45 Main Street', '123 45 main st'],
      ['123-45 Main St 2', '123 45 main st'],
      ['10 3/4 W Elm Ave', '10 3 4 w elm ave'],
    ])
      expect(streetKey(street), street).toBe(key);
    // Not a fraction, or not followed by the street's name: still a unit or nothing.
    expect(streetKey('123 5/8 Main St')).toBe(undefined);
    expect(streetKey('1420 12 Apt 3')).toBe(undefined);
    expect(streetKey('123 1/2')).toBe(undefined);
  });

  it('has no key without both a number and a street', () => {
    expect(streetKey('Oak Street')).toBeUndefined();
    expect(streetKey('1420')).toBeUndefined();
    expect(streetKey('1420 12')).toBeUndefined();
    expect(streetKey('')).toBeUndefined();
    expect(streetKey(null)).toBeUndefined();
  });
});
