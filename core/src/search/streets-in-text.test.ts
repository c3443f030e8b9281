import { describe, expect, it } from 'vitest';
import { streetsInText } from './streets-in-text.ts';

const streets = (text: string) => streetsInText(text).map(({ start, end }) => text.slice(start, end));

describe('streetsInText', () => {
  it('reads a house number and a street with a street word, in either order', () => {
    expect(streets('Tina Street 1420 Oak Street')).toEqual(['1420 Oak Street']);
    expect(streets('Maria Delgado 12 Hauptstraße')).toEqual(['12 Hauptstraße']);
    expect(streets('Maria Delgado Hauptstr. 12, Berlin')).toEqual(['Hauptstr. 12']);
    expect(streets('Maria Delgado Via Roma 10')).toEqual(['Via Roma 10']);
    expect(streets('Bo Li Kerkstraat 3A')).toEqual(['Kerkstraat 3A']);
    expect(streets('Anne Martin 12 Rue de la Paix')).toEqual(['12 Rue de la Paix']);
    expect(streets('Ann Lee 1420 N Oak St Apt 4B, Salem')).toEqual(['1420 N Oak St Apt 4B']);
    expect(streets('Sam Hall 1420 Oak Street Smith')).toEqual(['1420 Oak Street']);
    expect(streets('Bob 4500 N 7 Mile Rd')).toEqual(['4500 N 7 Mile Rd']);
  });

  it('reads no street in a name with a number and no street word, or a street word and no number', () => {
    for (const name of [
      'Louis 14',
      'John Smith III',
      'Jr 2',
      'Ann Lee 2nd',
      'Tina Street',
      'Pope Pius 12',
      'Via 10',
      '12 Street',
      'Jan van Dijk 2',
    ])
      expect(streets(name), name).toEqual([]);
  });

  it('never reads an email address as part of a street', () => {
    expect(streets('Ann 12 Via Roma ann12@via.example')).toEqual(['12 Via Roma']);
  });
});
