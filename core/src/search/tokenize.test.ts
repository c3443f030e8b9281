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
});
