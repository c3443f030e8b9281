import { describe, expect, it } from 'vitest';
import type { SearchKeySource } from './search-keys.ts';
import { planSearch } from './search-plan.ts';
import { rankByKeys } from './search-rank.ts';

interface Person extends SearchKeySource {
  id: string;
}

// Each person an import batch of its own: a later batch's id sorts after an earlier one's.
let nextBatch = 1;
function person(
  fullName: string,
  more: { emails?: string[]; phones?: string[]; street?: string; city?: string; zip?: string } = {},
): Person {
  return {
    id: `${String(nextBatch++).padStart(9, '0')}random-part`,
    fullName,
    emails: more.emails ?? [],
    phones: more.phones ?? [],
    address: { street: more.street, city: more.city, zip: more.zip },
  };
}

const names = (query: string, people: Person[]) => rankByKeys(planSearch(query)!, people, (p) => p).map((p) => p.fullName);

describe("ranking a search by the matches' own keys", () => {
  it('puts a whole-word name above a name that only starts with the word', () => {
    const people = [person('Mariam Filler'), person('Maria Delgado'), person('Mariana Filler')];
    expect(names('maria', people)[0]).toBe('Maria Delgado');
  });

  it('weighs the name above the contact keys above the address', () => {
    const inAddress = person('Ann Lee', { street: '4 Okafor Road' });
    const inEmail = person('Bo Chan', { emails: ['okafor.fan@example.com'] });
    const inName = person('Samuel Okafor');
    expect(names('okafor', [inAddress, inEmail, inName])).toEqual(['Samuel Okafor', 'Bo Chan', 'Ann Lee']);
  });

  it('adds up every token, so a record matching both words in its name wins', () => {
    const split = person('Maria Jones', { city: 'Delgado Springs' });
    const both = person('Maria Delgado');
    expect(names('delgado maria', [split, both])).toEqual(['Maria Delgado', 'Maria Jones']);
  });

  it('prefers the closer (shorter) record on equal hits, then the newest', () => {
    const shorter = person('Maria Delgado');
    const longer = person('Maria Delgado', { street: '1 Long Winding Country Lane' });
    expect(rankByKeys(planSearch('maria delgado')!, [longer, shorter], (p) => p)).toEqual([shorter, longer]);
    const older = person('Maria Delgado');
    const newer = person('Maria Delgado');
    expect(rankByKeys(planSearch('maria delgado')!, [older, newer], (p) => p)).toEqual([newer, older]);
  });

  it("orders equal matches of one batch by their ids' random part, not the file's order", () => {
    // Rows 1-4 of one dump (sorted, say, by salary): their ids share the batch's prefix.
    const rows = ['Qx', 'aB', '-z', 'Zq'].map((random) => ({ ...person('Maria Delgado'), id: `000000abc${random}` }));
    const ranked = rankByKeys(planSearch('maria delgado')!, rows, (p) => p).map((p) => p.id);
    expect(ranked).toEqual(['000000abcaB', '000000abcZq', '000000abcQx', '000000abc-z']);
  });

  it('ranks a phone or zip query by the contact and address keys only', () => {
    // A year stays a name word (five digits in a name are a contact word, ADR 0308).
    const numberInName = person('Jo 2004', { zip: '2004' });
    const plain = person('Al Ray', { zip: '2004' });
    // Were the name counted, "Jo 2004" would win; as it is they tie and the newer comes first.
    expect(names('2004', [numberInName, plain])).toEqual(['Al Ray', 'Jo 2004']);
    const phone = person('Bo Chan', { phones: ['(217) 555-0142'] });
    expect(names('5550142', [plain, phone])[0]).toBe('Bo Chan');
  });

  it('matches numbers in a text query as whole words only', () => {
    const house12 = person('Ann Lee', { street: '12 Main Street' });
    const house120 = person('Bo Chan', { street: '120 Main Street' });
    const ranked = rankByKeys(planSearch('12 main')!, [house120, house12], (p) => p);
    expect(ranked.map((p) => p.fullName)).toEqual(['Ann Lee', 'Bo Chan']);
  });
});
