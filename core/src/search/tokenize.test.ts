import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('folds accents and splits letters from digits', () => {
    expect(tokenize('José Núñez')).toEqual(['jose', 'nunez']);
    expect(tokenize('osinski1@example.com')).toEqual(['osinski', '1', 'example', 'com']);
  });

  it('spells out the Latin letters Unicode does not decompose, instead of splitting the word there', () => {
    expect(tokenize('Zoë Ødegård')).toEqual(['zoe', 'odegard']);
    expect(tokenize('ŁUKASZ Żółć')).toEqual(['lukasz', 'zolc']);
    expect(tokenize('Hauptstraße')).toEqual(['hauptstrasse']);
    expect(tokenize('HAUPTSTRAẞE')).toEqual(['hauptstrasse']);
    expect(tokenize('Æsir Œuvre')).toEqual(['aesir', 'oeuvre']);
    expect(tokenize('Đorđević')).toEqual(['dordevic']);
    expect(tokenize('Þór Guðmundsdóttir')).toEqual(['thor', 'gudmundsdottir']);
    expect(tokenize('Iğdır')).toEqual(['igdir']);
  });

  it('matches a query typed without the letter to the name typed with it', () => {
    expect(tokenize('Odegard')).toEqual(tokenize('Ødegård'));
    expect(tokenize('strasse')).toEqual(tokenize('Straße'));
  });

  it('keeps the letters of other scripts as words, folded as a visitor types them', () => {
    expect(tokenize('Иван Петров')).toEqual(['иван', 'петров']);
    expect(tokenize('Андрей Фёдоров')).toEqual(tokenize('андреи федоров'));
    expect(tokenize('ΟΔΥΣΣΕΑΣ Νίκος')).toEqual(['οδυσσεασ', 'νικοσ']);
    expect(tokenize('Οδυσσέας')).toEqual(tokenize('οδυσσεασ'));
    expect(tokenize('李小龙')).toEqual(['李小龙']);
    expect(tokenize('山田 太郎、東京都')).toEqual(['山田', '太郎', '東京都']);
    expect(tokenize('김민수 (서울)')).toEqual(['김민수', '서울']);
    expect(tokenize('हिन्दी नाम')).toEqual(['हिन्दी', 'नाम']);
    expect(tokenize('שָׁלוֹם כהן')).toEqual(tokenize('שלום כהן'));
    expect(tokenize('مُحَمَّد')).toEqual(tokenize('محمـد'));
    expect(tokenize('مُحَمَّد')).toEqual(['محمد']);
    expect(tokenize('الأحمد')).toEqual(tokenize('الاحمد'));
  });

  it('stores a word as typed whichever Unicode form it arrives in', () => {
    const decomposed = '김민수 がっこう'.normalize('NFD');
    expect(decomposed).not.toBe('김민수 がっこう');
    expect(tokenize(decomposed)).toEqual(['김민수', 'がっこう']);
    expect(tokenize('ＪＯＳＥ ℌans')).toEqual(['jose', 'hans']);
  });

  it('never mixes ASCII letters, digits and other letters in one token', () => {
    expect(tokenize('Иван2 abcИван')).toEqual(['иван', '2', 'abc', 'иван']);
    expect(tokenize('Ewɛ Ɔkɔ')).toEqual(['ew', 'ɛ', 'ɔ', 'k', 'ɔ']);
    for (const token of tokenize('Ewɛ Иван2 李小龙 Núñez 42 abcИван')) {
      expect(token).toMatch(/^(?:[a-z]+|[0-9]+|[\u0080-\uffff]+)$/);
    }
  });

  it('reads punctuation, symbols and spaces of any script as separators', () => {
    expect(tokenize('Петров-Водкин, «Кузьма»')).toEqual(['петров', 'водкин', 'кузьма']);
    expect(tokenize('O’Brien ☎ 😀 —')).toEqual(['o', 'brien']);
  });
});
