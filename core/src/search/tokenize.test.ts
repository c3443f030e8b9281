import { describe, expect, it } from 'vitest';
import { phoneDigits, tokenize, withAsciiDigits } from './tokenize.ts';

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

  it('reads the invisible characters pasted inside a word as nothing, but a Persian non-joiner as a break', () => {
    expect(tokenize('Zoë\u200d Ba\u200bker')).toEqual(['zoe', 'baker']);
    expect(tokenize('Mar\u00adia \u200eDel\u2060gado\ufeff')).toEqual(['maria', 'delgado']);
    expect(tokenize('\u202eIvan Pe\u200btrov')).toEqual(['ivan', 'petrov']);
    expect(tokenize('Ива\u200bн')).toEqual(['иван']);
    expect(tokenize('حسن\u200cزاده')).toEqual(['حسن', 'زاده']);
  });

  it('reads punctuation, symbols and spaces of any script as separators', () => {
    expect(tokenize('Петров-Водкин, «Кузьма»')).toEqual(['петров', 'водкин', 'кузьма']);
    expect(tokenize('O’Brien ☎ 😀 —')).toEqual(['o', 'brien']);
  });
});

describe('phoneDigits', () => {
  it('one spelling of a number however it is written (ADR 0188)', () => {
    for (const phone of [
      '(217) 555-0142',
      '+1 217 555 0142',
      '1-217-555-0142',
      '001 217 555 0142',
      '217-555-0142 x12',
      '217.555.0142 ext. 9',
      '(217) 555-0142 #3',
    ])
      expect(phoneDigits(phone), phone).toBe('2175550142');
    for (const phone of ['+44 20 7946 0958', '0044 20 7946 0958', '+44 (0)20 7946 0958', '+44 ( 0 ) 20 7946 0958', '00442079460958'])
      expect(phoneDigits(phone), phone).toBe('442079460958');
  });
  it('keeps what is not an international prefix', () => {
    // A national number starts with one "0"; "007" is too short to dial out; "(0)" only follows a country code.
    expect(phoneDigits('01 23 45 67 89')).toBe('0123456789');
    expect(phoneDigits('007')).toBe('007');
    expect(phoneDigits('(0) 20 7946 0958')).toBe('02079460958');
    expect(phoneDigits('Box 12')).toBe('12');
  });
});

describe('withAsciiDigits', () => {
  it('reads full-width digits and the digits of other scripts as 0-9, and leaves ASCII alone', () => {
    expect(withAsciiDigits('０９０－１２３４－５６７８')).toBe('090-1234-5678');
    expect(withAsciiDigits('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('050 123 4567');
    expect(withAsciiDigits('۰۹۱۲')).toBe('0912');
    expect(withAsciiDigits('९८७६५')).toBe('98765');
    expect(withAsciiDigits('๐๘๑')).toBe('081');
    expect(withAsciiDigits('(217) 555-0142')).toBe('(217) 555-0142');
  });

  it('gives an imported phone written that way its digits', () => {
    expect(phoneDigits('０９０－１２３４－５６７８')).toBe('09012345678');
    expect(phoneDigits('（２１７）５５５－０１４３')).toBe('2175550143');
  });
});
