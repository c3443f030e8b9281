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
      // Street words that are also names, with no street after them.
      'Ann Mayor 5',
      'Lucia Calle',
      'Tom East 3',
      'Ruth South 12',
      'Ann C Mayor 5',
      'Rua Silva',
    ])
      expect(streets(name), name).toEqual([]);
  });

  it('reads a short form written with punctuation as the public search does, the text kept as written (ADR 0299)', () => {
    expect(streets('Ana Ruiz C/ Mayor 5')).toEqual(['C/ Mayor 5']);
    expect(streets('Ana Ruiz c/ mayor 5')).toEqual(['c/ mayor 5']);
    expect(streets('Ana Ruiz C/Mayor 5')).toEqual(['C/Mayor 5']);
    expect(streets('Ana Ruiz 5 C/ Mayor')).toEqual(['5 C/ Mayor']);
    expect(streets('Ana Ruiz C/ Mayor 5, Madrid')).toEqual(['C/ Mayor 5']);
    // A comma between the street and its number, as Spain and Brazil write it.
    expect(streets('Ana Ruiz C/ Mayor, 5')).toEqual(['C/ Mayor, 5']);
    expect(streets('João Silva Rua das Flores, 10')).toEqual(['Rua das Flores, 10']);
    expect(streets('Silva, Rua Augusta 10')).toEqual(['Rua Augusta 10']);
    expect(streets('Gianni V.le Monza 12')).toEqual(['V.le Monza 12']);
    // "c/o" is care of, not a street.
    expect(streets('Ana Ruiz c/o Mayor 5')).toEqual([]);
  });

  it('reads the street words of other languages, written out or short, that it read before (ADR 0299)', () => {
    for (const [name, street] of [
      ['Ana Ruiz Avda. Libertad 5', 'Avda. Libertad 5'],
      ['Ana Ruiz Pza. Mayor 3', 'Pza. Mayor 3'],
      ['Hans Müller Berliner Str. 12', 'Berliner Str. 12'],
      ['Hans Müller Berliner Strasse 12', 'Berliner Strasse 12'],
      ['Jan Kowalski ul. Długa 5', 'ul. Długa 5'],
      ['Jean Dupont Av. Louise 54', 'Av. Louise 54'],
      ['João Silva Rua Augusta 10', 'Rua Augusta 10'],
    ])
      expect(streets(name!), name).toEqual([street]);
  });

  it('reads a grid address, a number and a direction twice (ADR 0299)', () => {
    expect(streets('Jo Kerr 150 S 300 E')).toEqual(['150 S 300 E']);
    expect(streets('Jo Kerr 150 South 300 East, Provo')).toEqual(['150 South 300 East']);
    expect(streets('Jo Kerr 150 S 300 E Apt 2 Provo')).toEqual(['150 S 300 E Apt 2']);
    // A number and one direction is no street.
    for (const name of ['Henry 8 S', 'Louis 14 E', 'Ann 2 N 3'] as const) expect(streets(name), name).toEqual([]);
  });

  it('never reads an email address as part of a street', () => {
    expect(streets('Ann 12 Via Roma ann12@via.example')).toEqual(['12 Via Roma']);
  });
});
