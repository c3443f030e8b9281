import { describe, expect, it } from 'vitest';
import { nameSpellingWords, placeSpellingWords, zipFive } from './search-spellings.ts';

describe('nameSpellingWords: the other ways a name is typed', () => {
  it('joins a name the apostrophe splits, whatever apostrophe the dump used', () => {
    expect(nameSpellingWords("Mary O'Brien")).toEqual(['obrien']);
    expect(nameSpellingWords('Wendy D’Angelo')).toEqual(['dangelo']);
    expect(nameSpellingWords('MARY O`BRIEN')).toEqual(['obrien']);
    expect(nameSpellingWords("Amadou N'Diaye-O'Neil")).toEqual(['ndiaye', 'oneil']);
  });

  it('spells a German umlaut out, composed or not', () => {
    expect(nameSpellingWords('Lena Müller')).toEqual(['mueller']);
    expect(nameSpellingWords('Jörg Schäfer')).toEqual(['joerg', 'schaefer']);
    expect(nameSpellingWords('Lena Mu\u0308ller')).toEqual(['mueller']);
  });

  it('writes a Chinese, Japanese or Korean name as its owner does, family name first, without a space', () => {
    expect(nameSpellingWords('小龙 李')).toEqual(['小龙李', '李小龙']);
    expect(nameSpellingWords('山田 太郎')).toEqual(['山田太郎', '太郎山田']);
    expect(nameSpellingWords('민준 김')).toEqual(['민준김', '김민준']);
    // Already one word, another script beside it, or more words than a name has: nothing.
    expect(nameSpellingWords('李小龙')).toEqual([]);
    expect(nameSpellingWords('Bruce 李')).toEqual([]);
    expect(nameSpellingWords('一 二 三 四')).toEqual([]);
  });

  it('adds nothing to a name without either, or an apostrophe that is not inside a word', () => {
    expect(nameSpellingWords('Maria Delgado')).toEqual([]);
    expect(nameSpellingWords('José Ødegård')).toEqual([]);
    expect(nameSpellingWords("James 'Jim' Smith")).toEqual([]);
    expect(nameSpellingWords(null)).toEqual([]);
  });
});

describe('placeSpellingWords: the other ways a place is typed', () => {
  it('gives a state written out its code', () => {
    expect(placeSpellingWords('Maine', null)).toEqual(['me']);
    expect(placeSpellingWords('  new   YORK ', null)).toEqual(['ny']);
    expect(placeSpellingWords('District of Columbia', null)).toEqual(['dc']);
    expect(placeSpellingWords('ME', null)).toEqual([]);
    expect(placeSpellingWords('Bavaria', null)).toEqual([]);
  });

  it('gives a ZIP code a spreadsheet cut short its five digits', () => {
    expect(placeSpellingWords(null, '2134')).toEqual(['02134']);
    expect(placeSpellingWords(null, '501')).toEqual(['00501']);
    expect(placeSpellingWords(null, '4101-1234')).toEqual(['04101']);
    expect(placeSpellingWords(null, '02134')).toEqual([]);
    expect(placeSpellingWords(null, '12')).toEqual([]);
    expect(placeSpellingWords(null, 'SW1A 1AA')).toEqual([]);
  });

  it('reads a record ZIP code as five digits for the match', () => {
    expect(zipFive('2134')).toBe('02134');
    expect(zipFive('02134-1234')).toBe('02134');
    expect(zipFive(' 62704 ')).toBe('62704');
  });
});
