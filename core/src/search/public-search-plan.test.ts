import { describe, expect, it } from 'vitest';
import {
  DOMAIN_SEARCH_MESSAGE,
  ONE_EMAIL_MESSAGE,
  PARTIAL_EMAIL_MESSAGE,
  oneWordAloneNote,
  placeAloneNote,
  streetWithoutNumberNote,
  planPublicSearch,
  SEARCH_HELP,
  TOO_SHORT_AS_SEARCHED_MESSAGE,
  type PublicSearchPlan,
} from './public-search-plan.ts';
import { completeValueLookup, recordMatchesPlan, type PlanMatchRecord } from './plan-match.ts';
import { streetKey } from './street-key.ts';

function plan(q: string): PublicSearchPlan {
  const result = planPublicSearch(q);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.plan;
}

const refusal = (q: string) => {
  const result = planPublicSearch(q);
  return result.ok ? undefined : result.message;
};

const maria: PlanMatchRecord = {
  nameWords: ['maria', 'delgado'],
  areaWords: ['springfield', 'il', 'sangamon', '62704'],
  zip: '62704',
  streetKey: '1420 oak st',
  emails: ['maria.delgado@northwind-health.example', 'mdelgado84@example.net'],
  phoneDigits: ['2175550142', '2175550187'],
};
const matches = (q: string, r: PlanMatchRecord = maria) => recordMatchesPlan(plan(q), r);

describe('planPublicSearch: what a query may match on', () => {
  it('reads name words, zips and complete values', () => {
    expect(plan('Maria Delgado').terms.map((t) => t.kind)).toEqual(['word', 'word']);
    expect(plan('maria 62704').terms.map((t) => [t.kind, t.token])).toEqual([
      ['word', 'maria'],
      ['zip', '62704'],
    ]);
    expect(plan('Maria.Delgado@Northwind-Health.example').email).toBe('maria.delgado@northwind-health.example');
    for (const q of ['2175550142', '(217) 555-0142', '+1 217 555 0142', '217.555.0142', '1-217-555-0142'])
      expect(plan(q).phone).toBe('2175550142');
    expect(plan('+44 20 7946 0958').phone).toBe('442079460958');
    // Other countries' spellings of one number (ADR 0188): "00" for "+", the "(0)" after the
    // country code, the grouping of the country.
    for (const q of ['0044 20 7946 0958', '+44 (0)20 7946 0958', '+44 (0) 20 7946 0958', '00442079460958'])
      expect(plan(q).phone).toBe('442079460958');
    expect(plan('+49 30 1234567').phone).toBe('49301234567');
    expect(plan('00971 50 123 4567').phone).toBe('971501234567');
    expect(plan('+7 (495) 123-45-67').phone).toBe('74951234567');
    expect(plan('1420 Oak Street').streets.map((s) => s.key)).toContain('1420 oak st');
  });

  it('reads a national number with its trunk 0 as a complete phone, as its country writes it', () => {
    for (const q of ['(020) 7946 0958', '020 7946 0958', '02079460958']) expect(plan(q).phone, q).toBe('02079460958');
    expect(plan('01 23 45 67 89').phone).toBe('0123456789');
    expect(plan('0161 496 0123').phone).toBe('01614960123');
    const penelope = { ...maria, nameWords: ['penelope', 'oakhurst'], phoneDigits: ['02079460958'] };
    expect(matches('Penelope (020) 7946 0958', penelope)).toBe(true);
  });

  it('reads a phone in full-width digits, the digits of other scripts, any dash, and with an extension', () => {
    for (const q of ['（２１７）５５５－０１４３', '２１７５５５０１４３', '217–555–0143', '217 — 555 — 0143', '217−555−0143'])
      expect(plan(q).phone, q).toBe('2175550143');
    expect(plan('＋４４ ２０ ７９４６ ０９５９').phone).toBe('442079460959');
    expect(plan('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧').phone).toBe('971501234567');
    expect(plan('+۹۸ ۲۱ ۱۲۳۴ ۵۶۷۸').phone).toBe('982112345678');
    // An extension is not part of the number and leaves no word behind.
    for (const q of ['312-555-0147 x123', '(312) 555-0147 ext. 5', '312 555 0147 extension 12']) {
      expect(plan(q).phone, q).toBe('3125550147');
      expect(plan(q).terms, q).toEqual([]);
      expect(plan(q).notes, q).toEqual([]);
    }
  });

  it('leaves out a title before the name and a suffix after it, and says so', () => {
    const words = (q: string) => plan(q).terms.map((t) => t.token);
    for (const q of ["Dr. Sean O'Brien", "Mr Sean O'Brien", "Sean O'Brien Jr", "Sean O'Brien III"])
      expect(words(q), q).toEqual(['sean', 'o', 'brien']);
    expect(words("Mrs. Sean O'Brien Jr. Boston")).toEqual(['sean', 'o', 'brien', 'boston']);
    expect(plan("Dr. Sean O'Brien").notes).toEqual([
      '"Dr" was left out: titles and suffixes such as Mr, Dr or Jr are not part of the names we hold.',
    ]);
    // A street's Drive, and Maryland's code, are searched.
    expect(plan('12 Oak Dr').streets.map((st) => st.key)).toContain('12 oak dr');
    expect(words('Maria Delgado MD')).toEqual(['maria', 'delgado', 'md']);
    expect(plan('MRS. Ann Lee JR').notes[0]).toMatch(/^"MRS", "JR" were left out/);
    expect(plan('Maria Delgado').notes).toEqual([]);
  });

  it('leaves out a state written out at the end, after a name, and says to type its code', () => {
    const words = (q: string) => plan(q).terms.map((t) => t.token);
    expect(words('Maria Delgado Springfield Illinois')).toEqual(['maria', 'delgado', 'springfield']);
    expect(matches('Maria Delgado Springfield Illinois')).toBe(true);
    expect(plan('Maria Delgado Springfield Illinois').notes).toEqual([
      '"Illinois" was left out: most records hold a state as its two-letter code, so type IL to narrow by state.',
    ]);
    expect(words('maria delgado illinois 62704')).toEqual(['maria', 'delgado', '62704']);
    expect(words('John Smith Charleston West Virginia')).toEqual(['john', 'smith', 'charleston']);
    expect(plan('John Smith Charleston West Virginia').notes[0]).toContain('"West Virginia"');
    expect(plan('Ann Lee Washington District of Columbia').notes[0]).toContain('"District of Columbia" was left out');
    expect(words('John Smith Brooklyn New York')).toEqual(['john', 'smith', 'brooklyn']);
    // A state's name that is also a person's or a city's stays unless a name and a city come first.
    expect(words('Virginia Smith')).toEqual(['virginia', 'smith']);
    expect(words('Denzel Washington')).toEqual(['denzel', 'washington']);
    expect(words('John Smith Washington')).toEqual(['john', 'smith', 'washington']);
    expect(words('John Smith New York')).toEqual(['john', 'smith', 'new', 'york']);
    expect(words('Virginia Smith Richmond Virginia')).toEqual(['virginia', 'smith', 'richmond']);
    // Only at the end, and never a street's name.
    expect(words('Ohio Smith')).toEqual(['ohio', 'smith']);
    expect(words('Texas Jones Dallas')).toEqual(['texas', 'jones', 'dallas']);
    expect(words('Ann Lee 12 Pennsylvania')).toEqual(['ann', 'lee', '12', 'pennsylvania']);
    expect(plan('Maria Delgado Springfield IL').notes).toEqual([]);
  });

  it('reads a post office box as a complete address', () => {
    const box: PlanMatchRecord = { ...maria, streetKey: 'po box 77' };
    for (const q of ['PO Box 77', 'P.O. Box 77', 'Maria Delgado PO Box 77', 'post office box 77 springfield']) {
      expect(
        plan(q).streets.map((s) => s.key),
        q,
      ).toContain('po box 77');
      expect(plan(q).notes, q).toEqual([]);
      expect(matches(q, box), q).toBe(true);
    }
    expect(matches('PO Box 78', box)).toBe(false);
    expect(matches('Maria Delgado PO Box 77', maria)).toBe(false);
  });

  it('refuses part of an email and a domain listing, with how to search instead', () => {
    expect(refusal('mdelgado84@')).toBe(PARTIAL_EMAIL_MESSAGE);
    expect(refusal('maria.delgado@northwind')).toBe(PARTIAL_EMAIL_MESSAGE);
    expect(refusal('@northwind-health.example')).toBe(DOMAIN_SEARCH_MESSAGE);
    expect(refusal('a@example.com b@example.com')).toBe(ONE_EMAIL_MESSAGE);
  });

  it('refuses a query with nothing it may match on', () => {
    for (const q of ['62704', '1420', '555-0142', '1984', '12 34', '1984-03-15']) expect(refusal(q), q).toBe(SEARCH_HELP);
  });

  it('refuses a query whose searched words are under the minimum, however long it was typed (ADR 0315)', () => {
    // Each would search one or two letters: a prefix of a large share of all names.
    for (const q of ['a 1', 'or --', "' OR 1=1 --", 'xy 1234', 'Mr Li', 'Dr. Wu', 'J. 555-0142', 'ab #12', 'a 62704', 'jo 62704-1234']) {
      expect(refusal(q), q).toBe(TOO_SHORT_AS_SEARCHED_MESSAGE);
    }
    // Three characters of words read, as a typed query is measured: initials, short names; a ZIP
    // code narrows them.
    expect(plan('a b').terms.map((t) => t.token)).toEqual(['a', 'b']);
    expect(plan('J Li').terms.map((t) => t.token)).toEqual(['j', 'li']);
    expect(plan('joe 62704').terms.map((t) => t.token)).toEqual(['joe', '62704']);
    expect(plan('王芳').terms.map((t) => t.token)).toEqual(['王芳']);
    // A complete value is searched whatever else the query holds.
    expect(plan('a 217-555-0143').phone).toBe('2175550143');
    expect(plan('12 Oak St').streets).not.toEqual([]);
  });

  it('leaves partial numbers out and says so, whatever is stored', () => {
    expect(plan('Maria Delgado 1420').notes.join(' ')).toContain('"1420" was left out');
    expect(plan('Maria Delgado 555-0142').notes.join(' ')).toContain('"555-0142" was left out');
    expect(plan('Maria Delgado 1420 Oak Street').notes).toEqual([]);
    expect(plan('Maria Delgado 62704').notes).toEqual([]);
    // The same number twice is named once.
    expect(plan("Smith' OR 1=1--").notes.join(' ')).toMatch(/so "1" was left out/);
    // A ZIP+4 is a ZIP code.
    expect(plan('Maria 62704-1234').terms.map((t) => t.token)).toEqual(['maria', '62704']);
  });
});

describe('planPublicSearch: what it says when a place alone found no one (ADRs 0211, 0286)', () => {
  it('says to add a name to a city, state or ZIP code typed alone', () => {
    expect(placeAloneNote('Springfield IL')).toBe(
      'A city, state or ZIP code is not searched on its own, only with a name. If "Springfield IL" is where you live, add your name to it, like "Maria Delgado Springfield IL".',
    );
    expect(plan('chicago, IL').notesWhenNone).toEqual([placeAloneNote('chicago IL')]);
    expect(plan('San Francisco CA').notesWhenNone).toEqual([placeAloneNote('San Francisco CA')]);
    expect(plan('Springfield 62704').notesWhenNone).toEqual([placeAloneNote('Springfield 62704')]);
    // Said only when nothing matched: the plan's own notes stay empty.
    expect(plan('Chicago').notes).toEqual([]);
  });

  // Walked as a visitor: a surname that found no one was told to add a place, like "Maria
  // Delgado Springfield IL", and a place added to a search that found no one only narrows it.
  it('to one word alone, a surname as often as a city, says to search a name, never to add a place', () => {
    for (const word of ['Chicago', 'Zyxqowski']) {
      expect(plan(word).notesWhenNone, word).toEqual([oneWordAloneNote(word)]);
      expect(plan(word).notesWhenNone.join(' '), word).not.toMatch(/Springfield|add your name to it/);
    }
    expect(oneWordAloneNote('Chicago')).toBe(
      'If "Chicago" is the town or city where you live: a place is not searched on its own, only with a name, so search your name instead, like "Maria Delgado".',
    );
  });

  it('gives a whole example, not one built on a query that may already hold a name', () => {
    // "Maria Delgado CA" may be a place ("Los Angeles CA"); the example must not read "Maria Delgado Maria Delgado CA".
    expect(plan('Maria Delgado CA').notesWhenNone).toEqual([placeAloneNote('Maria Delgado CA')]);
    expect(placeAloneNote('Maria Delgado CA')).not.toContain('Maria Delgado Maria Delgado');
  });

  it('says a street typed without its house number was not searched', () => {
    expect(plan('Maria Delgado Oak Street').notesWhenNone).toEqual([streetWithoutNumberNote('Oak Street')]);
    expect(streetWithoutNumberNote('Oak Street')).toBe(
      'An address is searched by its house number and street. If "Oak Street" is your street, type it with its number, like "12 Oak Street".',
    );
    expect(plan('Jane Doe elm ave Springfield').notesWhenNone).toEqual([streetWithoutNumberNote('elm ave')]);
    // Not a street: Saint before a name, a street with its number, a name alone.
    for (const q of ['Maria Delgado St Louis MO', 'Maria Delgado 1420 Oak Street', 'Maria Delgado', 'Jane Way']) {
      expect(plan(q).notesWhenNone, q).not.toContainEqual(expect.stringContaining('house number'));
    }
  });

  it('says nothing of a place to a name, a complete value or a number', () => {
    for (const q of [
      'Maria Delgado',
      'Maria Delgado Chicago',
      'Maria.Delgado@Northwind-Health.example',
      '(217) 555-0142',
      '1420 Oak Street',
      'PO Box 77',
      'Chicago 1420',
    ])
      expect(plan(q).notesWhenNone, q).toEqual([]);
  });
});

describe('planPublicSearch: an address is searched, or the answer says what was left out (ADR 0212)', () => {
  const keys = (q: string) => plan(q).streets.map((s) => s.key);

  it("reads a numbered road's number as part of its street, and says nothing", () => {
    for (const [q, key, shorter] of [
      ['15 County Road 7', '15 county rd 7', '15 county rd'],
      ['Olive Oakes 15 County Road 7', '15 county rd 7', '15 county rd'],
      ['1 Route 66', '1 rte 66', '1 rte'],
      ['100 Highway 1', '100 hwy 1', '100 hwy'],
      ['2200 FM 1960', '2200 fm 1960', '2200 fm'],
      ['12 Avenue 5', '12 ave 5', '12 ave'],
      ['40 State Route 9', '40 state rte 9', '40 state rte'],
    ] as const) {
      expect(keys(q), q).toContain(key);
      // "15 County Road" is another road: the number is read with its street, never without it.
      expect(keys(q), q).not.toContain(shorter);
      expect(plan(q).notes, q).toEqual([]);
    }
    const olive = { ...maria, nameWords: ['olive', 'oakes'], streetKey: '15 county rd 7' };
    expect(matches('Olive Oakes 15 County Road 7', olive)).toBe(true);
    expect(matches('15 County Road 8', olive)).toBe(false);
    expect(matches('15 County Road 7', { ...olive, streetKey: '15 county rd' })).toBe(false);
  });

  it('reads an ordinal as part of its street', () => {
    expect(keys('725 5th Ave')).toContain('725 5 th ave');
    expect(keys('725 Fifth Avenue')).toContain('725 5 th ave');
    expect(plan('725 5th Ave').notes).toEqual([]);
  });

  it('reads a number followed by a direction, a street type or "Mile" as part of its street (grid addresses)', () => {
    // Salt Lake City's grid, numbered streets without a suffix, Detroit's mile roads: stored as
    // typed, they were found before ADR 0212 and must still be.
    for (const [q, key] of [
      ['150 S 300 E', '150 s 300 e'],
      ['John Smith 150 South 300 East', '150 s 300 e'],
      ['100 W 5 St', '100 w 5 st'],
      ['4500 N 7 Mile Rd', '4500 n 7 mile rd'],
      ['2100 E 3300 S Salt Lake City UT', '2100 e 3300 s'],
    ] as const) {
      expect(keys(q), q).toContain(key);
      expect(plan(q).notes, q).toEqual([]);
    }
    expect(matches('Maria Delgado 150 S 300 E', { ...maria, streetKey: '150 s 300 e' })).toBe(true);
    expect(matches('Maria Delgado 150 S 400 E', { ...maria, streetKey: '150 s 300 e' })).toBe(false);
  });

  it('leaves out a number after a street that is not part of it, and says so', () => {
    expect(keys('1420 Oak Street 12')).toEqual(['1420 oak', '1420 oak st']);
    expect(plan('1420 Oak Street 12').notes.join(' ')).toContain('"12" was left out');
    // What the note says holds for every record: the 12 narrows nothing.
    expect(matches('1420 Oak Street 12')).toBe(true);
    expect(matches('1420 Oak Street 13')).toBe(true);
    expect(matches('1420 Oak Street 12', { ...maria, streetKey: '1420 oak st 12' })).toBe(false);
  });

  it('reads a house number written in two parts as it is stored (ADR 0237)', () => {
    for (const [q, stored] of [
      ['Maria Delgado 123 1/2 Main St', '123 1/2 Main Street'],
      ['Maria Delgado 12-14 Oak Street', '12-14 Oak St, Apt 3'],
      ['Maria Delgado 123-45 Main St', '123-45 Main Street'],
    ] as const) {
      expect(matches(q, { ...maria, streetKey: streetKey(stored)! }), q).toBe(true);
      expect(plan(q).notes, q).toEqual([]);
    }
    // The whole house number is the value: another one, or half of it, finds nobody.
    expect(matches('Maria Delgado 123-46 Main St', { ...maria, streetKey: streetKey('123-45 Main St')! })).toBe(false);
    expect(matches('Maria Delgado 123 Main St', { ...maria, streetKey: streetKey('123 1/2 Main St')! })).toBe(false);
  });

  it('leaves out a postal code from outside the US whole, and says so', () => {
    for (const [q, code] of [
      ['Pierre Roy K1A 0B1', 'K1A 0B1'],
      ['Pierre Roy k1a0b1', 'K1A0B1'],
      ['Nadia Kovacs M5V 3L9', 'M5V 3L9'],
      ['Maria Delgado SW1A 1AA', 'SW1A 1AA'],
      ['Maria Delgado M1 1AE', 'M1 1AE'],
      ['Maria Delgado EC1A 1BB London', 'EC1A 1BB'],
    ] as const) {
      expect(plan(q).notes, q).toEqual([`"${code}" was left out: only 5-digit US ZIP codes are searched, so add your city instead.`]);
      expect(
        plan(q).terms.every((t) => t.kind === 'word' && !code.toLowerCase().includes(t.token)),
        q,
      ).toBe(true);
      expect(plan(q).streets, q).toEqual([]);
    }
    expect(matches('Maria Delgado SW1A 1AA')).toBe(true);
    expect(plan('Maria Delgado 62704').notes).toEqual([]);
  });

  it('leaves out a unit and says so', () => {
    expect(plan('1420 Oak Street Apt 4B').notes).toEqual([
      '"Apt 4B" was left out: an address is searched by its number and street, without the apartment or unit.',
    ]);
    expect(plan('1420 Oak Street #12').notes[0]).toMatch(/^"#12" was left out/);
    expect(plan('1420 Oak Street, Suite 200, Springfield').notes[0]).toMatch(/^"Suite 200" was left out/);
    expect(matches('1420 Oak Street Apt 4B')).toBe(true);
  });
});

describe('recordMatchesPlan: the oracle recipes narrow nothing', () => {
  it('a house number with a name: every guess answers the same', () => {
    const answers = new Set<boolean>();
    for (let n = 1400; n <= 1440; n++) answers.add(matches(`Maria Delgado ${n}`));
    expect([...answers]).toEqual([true]);
  });

  it('a street name with a name, without the full address, matches nothing', () => {
    expect(matches('Maria Delgado Oak')).toBe(false);
    expect(matches('Maria Delgado Elm')).toBe(false);
    expect(matches('Maria Oak Street')).toBe(false);
    expect(matches('Maria 1420 Oak')).toBe(false);
  });

  it('phone digits with a name: a few digits never narrow', () => {
    const answers = new Set<boolean>();
    for (const digits of ['555-0142', '555-0143', '5550142', '0142', '217', '217 555']) answers.add(matches(`Maria Delgado ${digits}`));
    expect([...answers]).toEqual([true]);
  });

  it('email letters with a name: not searchable at all', () => {
    expect(refusal('Maria m@')).toBe(PARTIAL_EMAIL_MESSAGE);
    expect(refusal('Maria mdel')).toBeUndefined();
    expect(matches('Maria mdel')).toBe(false);
    expect(matches('Maria mar')).toBe(true); // a name prefix: "maria"
  });

  it('a complete value confirms what the visitor typed', () => {
    expect(matches('maria.delgado@northwind-health.example')).toBe(true);
    expect(matches('maria.delgadx@northwind-health.example')).toBe(false);
    expect(matches('(217) 555-0142')).toBe(true);
    expect(matches('(217) 555-0143')).toBe(false);
    expect(matches('1420 Oak Street')).toBe(true);
    expect(matches('1421 Oak Street')).toBe(false);
    expect(matches('Maria Delgado 1420 Oak St Springfield IL 62704')).toBe(true);
    expect(matches('Maria Delgado 1420 Oak Street Apt 4')).toBe(true);
    expect(matches('Maria Delgado 1420 Oak Street Apt 4B')).toBe(true);
    expect(matches('1420 Oak Street #4B')).toBe(true);
    expect(matches('1420 Oak Street, Suite 200, Springfield')).toBe(true);
    expect(matches('Maria 1420 Springfield')).toBe(true);
  });

  it('an email with its domain in another script is the same address as its ASCII spelling', () => {
    expect(plan('Ivan@Пример.РФ').email).toBe('ivan@пример.рф');
    expect(refusal('ivan@пример.рф ivan@xn--e1afmkfd.xn--p1ai')).toBeUndefined();
    expect(refusal('ivan@пример.рф olga@пример.рф')).toBe(ONE_EMAIL_MESSAGE);
    expect(refusal('ivan@пример')).toBe(PARTIAL_EMAIL_MESSAGE);
    const ivan = { ...maria, emails: ['ivan@xn--e1afmkfd.xn--p1ai'] };
    expect(matches('ivan@пример.рф', ivan)).toBe(true);
    expect(matches('ivan@xn--e1afmkfd.xn--p1ai', { ...maria, emails: ['ivan@пример.рф'] })).toBe(true);
    expect(matches('olga@пример.рф', ivan)).toBe(false);
  });

  it('an email finds the addresses that reach the same inbox, as the scan does (ADR 0200)', () => {
    const jane = { ...maria, emails: ['jane.roe+shop@example.org', 'j.a.n.e@gmail.com'] };
    expect(matches('jane.roe@example.org', jane)).toBe(true);
    expect(matches('jane.roe+news@example.org', jane)).toBe(true);
    expect(matches('jane@googlemail.com', jane)).toBe(true);
    // Outside Gmail a dot makes another mailbox; another local part is another person.
    expect(matches('janeroe@example.org', jane)).toBe(false);
    expect(matches('jane.roe@example.com', jane)).toBe(false);
    expect(matches('jane.ro@example.org', jane)).toBe(false);
  });

  it('a city or ZIP code narrows a name but lists no one alone', () => {
    expect(matches('Maria Springfield')).toBe(true);
    expect(matches('Maria Springfield IL')).toBe(true);
    expect(matches('Maria Springfield FL')).toBe(false);
    expect(matches('Maria 62704')).toBe(true);
    expect(matches('Maria 62705')).toBe(false);
    expect(matches('Springfield')).toBe(false);
    expect(matches('Springfield IL')).toBe(false);
  });
});

describe('completeValueLookup (ADR 0217)', () => {
  const lookup = (q: string) => {
    const planned = planPublicSearch(q);
    if (!planned.ok) throw new Error(planned.message);
    return completeValueLookup(planned.plan);
  };

  it('is undefined for a name search, with or without a place', () => {
    expect(lookup('Maria Delgado')).toBeUndefined();
    expect(lookup('Maria Delgado Springfield 62704')).toBeUndefined();
    expect(lookup('Maria Delgado 1420')).toBeUndefined();
  });

  it('reads the same question the same however it is written', () => {
    expect(lookup('Jane.Doe@Outlook.com')).toBe(lookup(' mailto:jane.doe@outlook.com '));
    expect(lookup('(217) 555-0142')).toBe(lookup('217.555.0142'));
    expect(lookup('Jane Doe 1400 Oak Street')).toBe(lookup('jane   doe 1400 OAK street'));
  });

  it('tells apart anything that could change the answer', () => {
    const all = [
      'jane.doe@outlook.com',
      'janedoe@outlook.com',
      'Jane jane.doe@outlook.com',
      '1400 Oak Street',
      '1401 Oak Street',
      'Jane Doe 1400 Oak Street',
      'John Doe 1400 Oak Street',
      'PO Box 12',
      '(217) 555-0142',
    ].map(lookup);
    expect(all.every((l) => l !== undefined)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('an email typed with an invisible character copied with it (ADR 0208)', () => {
  it('is the address it reads as, as the import stores it', () => {
    for (const q of ['zw\u200b@example.com', 'z\u2060w@exam\u00adple.com', '\u200ezw@example.com']) {
      const planned = planPublicSearch(q);
      expect(planned.ok, q).toBe(true);
      if (planned.ok) expect(planned.plan.email, q).toBe('zw@example.com');
    }
  });
});
