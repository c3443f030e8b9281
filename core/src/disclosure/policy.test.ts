import { describe, expect, it } from 'vitest';
import { recordFactSchema } from '../schemas/record-views.ts';
import { RECORD_FIELDS, type RecordField } from './fields.ts';
import { contactsInName } from './contacts-in-name.ts';
import { AUDIENCES, disclose, disclosedText, DISCLOSURE_POLICY, FIELD_MASKS, fieldsShownAsValue } from './policy.ts';
import { disclosurePromise } from './promise.ts';
import { maskEmailHint } from './masks.ts';
import { maskEmail, maskPhone } from '../records/masking.ts';

describe('the disclosure policy', () => {
  it('gives a stranger values only of what recognising yourself takes (issue 13 §1)', () => {
    // Written out by hand from the issue, not derived from the table.
    expect(fieldsShownAsValue('anonymous').sort()).toEqual(
      [
        'fullName',
        'birthYear',
        'age',
        'city',
        'state',
        'zip',
        'county',
        'country',
        'sourceName',
        'sourceDate',
        'sourceCredibility',
        'sourceCategory',
        'riskLevel',
        'dateAdded',
      ].sort(),
    );
  });

  it('never shows a stranger any part of an identifier, a street, money, health or work value', () => {
    const hidden: RecordField[] = [
      'ssn',
      'dob',
      'driverLicense',
      'nationalId',
      'password',
      'securityAnswer',
      'card',
      'bankAccount',
      'bankRouting',
      'eid',
      'externalId',
      'phone',
      'street',
      'address2',
      'otherContact',
      'workArea',
      'employment.employer',
      'employment.salary',
      'employment.employeeId',
      'benefits.planName',
      'benefits.carrier',
      'benefits.pcp',
      'benefits.payrollDeduction',
    ];
    for (const f of hidden) expect(DISCLOSURE_POLICY[f].anonymous, f).toBe('exposed');
    expect(DISCLOSURE_POLICY.sourceReason.anonymous).toBe('nothing');
    expect(DISCLOSURE_POLICY.originalRow.anonymous).toBe('nothing');
  });

  it('never shows the verified owner a raw SSN, licence or card number', () => {
    for (const f of ['ssn', 'driverLicense', 'nationalId', 'card', 'bankAccount', 'bankRouting'] as const)
      expect(['specMask', 'strongerMask']).toContain(DISCLOSURE_POLICY[f].owner);
    expect(DISCLOSURE_POLICY.originalRow.owner).toBe('nothing');
  });

  it('gives the admin every value but a password or security answer (ADR 0306)', () => {
    const secrets: readonly RecordField[] = ['password', 'securityAnswer'];
    for (const f of RECORD_FIELDS) expect(DISCLOSURE_POLICY[f].admin, f).toBe(secrets.includes(f) ? 'exposed' : 'value');
  });

  it('has a mask for every masked cell', () => {
    for (const f of RECORD_FIELDS) {
      for (const a of AUDIENCES) {
        const cell = DISCLOSURE_POLICY[f][a];
        if (cell === 'specMask' || cell === 'strongerMask') expect(FIELD_MASKS[f]?.[cell], `${f} ${a}`).toBeTypeOf('function');
      }
    }
  });
});

describe('disclose', () => {
  it('applies the cell of the audience', () => {
    expect(disclose('ssn', 'anonymous', '912-34-5678')).toEqual({ shown: 'exposed', value: null });
    expect(disclose('ssn', 'owner', '912-34-5678')).toEqual({ shown: 'masked', value: '***-**-5678' });
    expect(disclose('ssn', 'admin', '912-34-5678')).toEqual({ shown: 'value', value: '912-34-5678' });
    expect(disclose('dob', 'owner', '1984-03-15')).toEqual({ shown: 'masked', value: '03/15/1984' });
    expect(disclose('email', 'anonymous', 'maria.delgado@northwind-health.example')).toEqual({
      shown: 'masked',
      value: 'm***@n***.example',
    });
    expect(disclose('email', 'owner', 'maria.delgado@northwind-health.example')).toEqual({
      shown: 'masked',
      value: 'mar...do@northwind-health.example',
    });
    expect(disclose('phone', 'owner', '(217) 555-0142')).toEqual({ shown: 'masked', value: '(217) ***-*142' });
    expect(disclose('card', 'owner', '4000 0012 3456 7899')).toEqual({ shown: 'masked', value: '**** 7899' });
    expect(disclose('sourceUrl', 'anonymous', 'https://leaks.example/dump/raw.csv?k=1')).toEqual({
      shown: 'masked',
      value: 'hxxps://leaks[.]example',
    });
    expect(disclose('sourceReason', 'anonymous', 'Posted on a forum')).toBeUndefined();
  });

  it('discloses nothing for an empty value, and only the kind when a mask refuses the value', () => {
    expect(disclose('ssn', 'owner', '  ')).toBeUndefined();
    expect(disclose('ssn', 'owner', null)).toBeUndefined();
    expect(disclose('ssn', 'owner', '12')).toEqual({ shown: 'exposed', value: null });
  });
});

describe('a value not shaped like its field (ADR 0224)', () => {
  it('shows a stranger and the owner a misplaced street, phone or SSN only as its kind', () => {
    const kind = { shown: 'exposed', value: null };
    for (const audience of ['anonymous', 'owner'] as const) {
      // A street typed into the City column, a phone or an SSN shifted into the ZIP column.
      expect(disclose('city', audience, '1420 Oak Street')).toEqual(kind);
      expect(disclose('county', audience, 'maria@example.net')).toEqual(kind);
      expect(disclose('state', audience, 'Apt 4')).toEqual(kind);
      expect(disclose('zip', audience, '912345678')).toEqual(kind);
      expect(disclose('zip', audience, '912-34-5678')).toEqual(kind);
      expect(disclose('zip', audience, '(217) 555-0142')).toEqual(kind);
      expect(disclose('zip', audience, '2175550142')).toEqual(kind);
      expect(disclose('zip', audience, '1420 Oak Street')).toEqual(kind);
      expect(disclosedText('city', audience, '1420 Oak Street')).toBeNull();
    }
    // The admin sees what was stored.
    expect(disclose('city', 'admin', '1420 Oak Street')).toEqual({ shown: 'value', value: '1420 Oak Street' });
    expect(disclose('zip', 'admin', '912345678')).toEqual({ shown: 'value', value: '912345678' });
  });

  it('masks an email address or a phone number inside a name, as the contact fields show them (ADR 0246)', () => {
    expect(disclose('fullName', 'anonymous', 'john.doe@example.com Leak')).toEqual({
      shown: 'value',
      value: `${maskEmailHint('john.doe@example.com')} Leak`,
    });
    expect(disclosedText('fullName', 'anonymous', 'Call 555-867-5309')).toBe('Call (phone number)');
    expect(disclosedText('fullName', 'anonymous', 'Ring +44 (0)20 7946 0958 now')).toBe('Ring (phone number) now');
    expect(disclosedText('fullName', 'owner', 'Call 555-867-5309')).toBe(`Call ${maskPhone('555-867-5309')}`);
    expect(disclosedText('fullName', 'owner', 'jo@example.com')).toBe(maskEmail('jo@example.com'));
    // Names with a few digits or none are shown as they are; the admin sees what was stored.
    for (const name of ['Louis 14', 'Ann Lee 2nd', "Seán O'Neil", '王伟', 'Zoë van der Berg'])
      expect(disclosedText('fullName', 'anonymous', name)).toBe(name);
    expect(disclosedText('fullName', 'admin', 'john.doe@example.com Leak')).toBe('john.doe@example.com Leak');
  });

  it('shows a date inside a name as the birth date field shows it: a date there is a birth date shifted in', () => {
    // Slashes and short dotted dates are no phone number's shape, so they were shown whole:
    // "Maria Delgado 03/14/1984" gave a stranger the date of birth the report hides.
    for (const [name, shown] of [
      ['Maria Delgado 03/14/1984', 'Maria Delgado (date)'],
      ['Maria Delgado 3/14/84', 'Maria Delgado (date)'],
      ['Delgado, Maria (DOB 14.3.84)', 'Delgado, Maria (DOB (date))'],
      ['Maria 1984/03/14 Delgado', 'Maria (date) Delgado'],
      ['Maria Delgado 1984-03-14', 'Maria Delgado (date)'],
    ] as const)
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(shown);
    // The owner sees their own birth date as the verified view shows it; the admin what was stored.
    expect(disclosedText('fullName', 'owner', 'Maria Delgado 03/14/1984')).toBe('Maria Delgado 03/14/1984');
    expect(disclosedText('fullName', 'owner', 'Maria Delgado 3/14/84')).toBe('Maria Delgado (date)');
    expect(disclosedText('fullName', 'admin', 'Maria Delgado 3/14/84')).toBe('Maria Delgado 3/14/84');
    // Digits that are no date stay as they are (ADR 0246).
    for (const name of ['Louis 14', 'Ann Lee 2nd', 'Unit 4-B Lee']) expect(disclosedText('fullName', 'anonymous', name)).toBe(name);
    // A date-shaped run inside an address is part of the address, shown as its hint.
    expect(disclosedText('fullName', 'anonymous', 'Ann ann.3.14.84@example.com')).toBe(`Ann ${maskEmailHint('ann.3.14.84@example.com')}`);
  });

  it('shows a street address inside a name as the street field shows it (ADR 0292)', () => {
    // A shifted column puts the street in the name: a stranger saw the house number and street
    // the policy shows only as its kind.
    for (const [name, shown] of [
      ['Tina Street 1420 Oak Street', 'Tina Street (street address)'],
      ['Maria Delgado 12 Hauptstraße', 'Maria Delgado (street address)'],
      ['Maria Delgado Hauptstraße 12', 'Maria Delgado (street address)'],
      ['Maria Delgado Via Roma 10', 'Maria Delgado (street address)'],
      ['Anne Martin 12 Rue de la Paix', 'Anne Martin (street address)'],
      ['Ann Lee 1420 N Oak St Apt 4B, Salem', 'Ann Lee (street address), Salem'],
      ['Jo Kerr 725 Fifth Avenue', 'Jo Kerr (street address)'],
      ['Bo Li Kerkstraat 3A', 'Bo Li (street address)'],
      ['Sam Hall 1420 Oak Street Smith', 'Sam Hall (street address) Smith'],
    ] as const)
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(shown);
    // The owner sees their own street; the admin what was stored.
    expect(disclosedText('fullName', 'owner', 'Tina Street 1420 Oak Street')).toBe('Tina Street 1420 Oak Street');
    expect(disclosedText('fullName', 'admin', 'Maria Delgado 12 Hauptstraße')).toBe('Maria Delgado 12 Hauptstraße');
    // A number without a street word, or a street word without a number, is a name.
    for (const name of [
      'Louis 14',
      'John Smith III',
      'Jr 2',
      'Ann Lee 2nd',
      'Tina Street',
      'Henry Ford 2 Smith',
      'Pope Pius 12',
      'Via 10',
      '12 Street',
    ])
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(name);
  });

  it('shows a street written with a short form, a grid address or a street after a phone only as its kind (ADR 0299)', () => {
    // Each showed a stranger the street, or its name without the number the phone had taken.
    for (const [name, shown] of [
      ['Ana Ruiz C/ Mayor 5', 'Ana Ruiz (street address)'],
      ['Ana Ruiz c/ mayor 5', 'Ana Ruiz (street address)'],
      ['Ana Ruiz C/Mayor 5, Madrid', 'Ana Ruiz (street address), Madrid'],
      ['Ana Ruiz Avda. Libertad 5', 'Ana Ruiz (street address)'],
      ['Ana Ruiz Pza. Mayor 3', 'Ana Ruiz (street address)'],
      ['Jo Kerr 150 S 300 E', 'Jo Kerr (street address)'],
      ['Jo Kerr 150 South 300 East Provo', 'Jo Kerr (street address) Provo'],
      ['Jo Kerr 555-867-5309 12 Oak St', 'Jo Kerr (phone number) (street address)'],
      ['Jo Kerr 555 867 5309 12 Oak St', 'Jo Kerr (phone number) (street address)'],
      ['Jo Kerr 555.867.5309 1420 N Oak Street Apt 4', 'Jo Kerr (phone number) (street address)'],
      ['Jo Kerr Tel5558675309 12 Oak St', 'Jo Kerr (phone number) (street address)'],
    ] as const)
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(shown);
    // The owner sees the phone's mask and their street.
    expect(disclosedText('fullName', 'owner', 'Jo Kerr 555-867-5309 12 Oak St')).toBe(`Jo Kerr ${maskPhone('555-867-5309')} 12 Oak St`);
    // A phone followed by a number that starts no street keeps it.
    expect(disclosedText('fullName', 'anonymous', 'Jo Kerr 555 867 5309 12')).toBe('Jo Kerr (phone number)');
  });

  it('leaves names that are street words whole when no street is written with them (ADR 0299)', () => {
    for (const name of [
      'Mayor',
      'Ann Mayor',
      'Calle',
      'Lucia Calle',
      'Weg',
      'Anna Weg',
      'Tom East',
      'Ruth South',
      'John West Jr',
      'Via Roma',
      'Rua Silva',
      'Maria Strasser',
      'Ann C Mayor 5',
      'Ann c/o Mayor',
      'Louis 14 E',
      'Henry 8 S',
      'Avery Weston 3rd',
    ])
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(name);
  });

  it('labels a phone with a phone word written onto it as a phone, other letters as an identifier (ADR 0299)', () => {
    for (const [name, shown] of [
      ['Jo Tel5558675309', 'Jo (phone number)'],
      ['Jo TEL555-867-5309', 'Jo (phone number)'],
      ['Jo Ph555-867-5309', 'Jo (phone number)'],
      ['Jo Ph: 555-867-5309', 'Jo Ph: (phone number)'],
      ['Jo Ph:555-867-5309', 'Jo Ph:(phone number)'],
      ['Jo Mob07700900123', 'Jo (phone number)'],
      ['Jo Teléfono5558675309', 'Jo (phone number)'],
      ['Jo Fax5558675309', 'Jo (phone number)'],
      ['JoKerrPh5558675309', '(phone number)'],
      // Letters that say nothing of a phone, or letters after the digits: an identifier.
      ['Jo D12345678901', 'Jo (ID number)'],
      ['Jo T5558675309', 'Jo (ID number)'],
      ['Jo Joseph5558675309', 'Jo (ID number)'],
      ['Jo Tel5558675309X', 'Jo (ID number)'],
    ] as const)
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(shown);
    // The owner sees it as the phone field shows it: the phone's mask, not an identifier's.
    expect(disclosedText('fullName', 'owner', 'Jo Tel5558675309')).toBe(`Jo ${maskPhone('5558675309')}`);
    expect(disclosedText('fullName', 'owner', 'Jo D12345678901')).toBe('Jo ******01');
  });

  it('shows a phone-length number with letters on it whole as an identifier, not its letters beside a mask', () => {
    expect(disclosedText('fullName', 'anonymous', 'Tina D12345678901')).toBe('Tina (ID number)');
    expect(disclosedText('fullName', 'anonymous', 'Tina 12345678901XY')).toBe('Tina (ID number)');
    expect(disclosedText('fullName', 'owner', 'Tina D12345678901')).toBe('Tina ******01');
    expect(disclosedText('fullName', 'admin', 'Tina D12345678901')).toBe('Tina D12345678901');
    // A phone written apart from the words is still a phone.
    expect(disclosedText('fullName', 'anonymous', 'Call D 555-867-5309')).toBe('Call D (phone number)');
  });

  it('shows an SSN or its last four inside a name as the SSN field shows it (ADR 0305)', () => {
    // An outside probe: the card, person page and report showed a stranger these last fours.
    for (const [name, shown] of [
      ['Masktwo Nameperson ***-**-5678', 'Masktwo Nameperson (Social Security number)'],
      ['Masksix Nameperson (SSN: ***-**-4444)', 'Masksix Nameperson (Social Security number)'],
      ['Maskthree Nameperson XXX-XX-9012', 'Maskthree Nameperson (Social Security number)'],
      ['Maskfour Nameperson SSN 3456', 'Maskfour Nameperson (Social Security number)'],
      ['Ann Lee ***.**.5678', 'Ann Lee (Social Security number)'],
      ['Ann Lee xxx xx 5678 Smith', 'Ann Lee (Social Security number) Smith'],
      ['Ann Lee *****5678', 'Ann Lee (Social Security number)'],
      ['Ann Lee •••–••–5678', 'Ann Lee (Social Security number)'],
      ['Ann Lee ss# 1234', 'Ann Lee (Social Security number)'],
      ['Ann Lee S.S.N. 1234', 'Ann Lee (Social Security number)'],
      ['Ann Lee social security number: 1234', 'Ann Lee (Social Security number)'],
      ['Ann Lee Soc Sec #1234', 'Ann Lee (Social Security number)'],
      ['Ann Lee SSN3456', 'Ann Lee (Social Security number)'],
      ['Ann Lee SSN last 4: 3456', 'Ann Lee (Social Security number)'],
      ['Ann Lee SSN (last four) 3456', 'Ann Lee (Social Security number)'],
      ['Ann Lee ssn ending in 3456', 'Ann Lee (Social Security number)'],
      ['Ann Lee last 4 of SSN 3456', 'Ann Lee (Social Security number)'],
      ['Ann Lee, last four: 3456', 'Ann Lee, (Social Security number)'],
      // A whole SSN after its word is its kind, not a phone's (the import refuses a dashed one).
      ['Ann Lee SSN 912345678', 'Ann Lee (Social Security number)'],
      // A year after an SSN word is its last four too.
      ['Ann Lee SSN 1998', 'Ann Lee (Social Security number)'],
    ] as const)
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(shown);
    // The owner sees the spec's SSN mask, with the words written before it; the admin what was stored.
    expect(disclosedText('fullName', 'owner', 'Masktwo Nameperson ***-**-5678')).toBe('Masktwo Nameperson ***-**-5678');
    expect(disclosedText('fullName', 'owner', 'Masksix Nameperson (SSN: ***-**-4444)')).toBe('Masksix Nameperson (SSN ***-**-4444)');
    expect(disclosedText('fullName', 'owner', 'Maskthree Nameperson XXX-XX-9012')).toBe('Maskthree Nameperson ***-**-9012');
    expect(disclosedText('fullName', 'owner', 'Maskfour Nameperson SSN 3456')).toBe('Maskfour Nameperson SSN ***-**-3456');
    expect(disclosedText('fullName', 'owner', 'Ann Lee SSN 912345678')).toBe('Ann Lee SSN ***-**-5678');
    expect(disclosedText('fullName', 'admin', 'Maskfour Nameperson SSN 3456')).toBe('Maskfour Nameperson SSN 3456');
    // Words that only look like one: no digits, or letters around them.
    for (const name of ['Ross No 1234 Lee', 'Social Security Administration', 'Maxxx Lee', 'Jo Sessions', 'Ann Lee SSN'])
      expect(disclosedText('fullName', 'anonymous', name), name).not.toContain('(Social Security number)');
  });

  it('shows four to six digits standing alone in a name as an identifier, and a year as it is (ADR 0305)', () => {
    for (const [name, shown] of [
      ['Ann Lee 4321', 'Ann Lee (ID number)'],
      ['Jo Kerr #048213', 'Jo Kerr #(ID number)'],
      ['Jo 12345 Kerr', 'Jo (ID number) Kerr'],
      ['Maria Delgado 140384', 'Maria Delgado (ID number)'],
      ['Ann Lee 2150', 'Ann Lee (ID number)'],
    ] as const)
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(shown);
    expect(disclosedText('fullName', 'owner', 'Ann Lee 4321')).toBe('Ann Lee ****');
    expect(disclosedText('fullName', 'owner', 'Jo 12345 Kerr')).toBe('Jo ***45 Kerr');
    expect(disclosedText('fullName', 'admin', 'Ann Lee 4321')).toBe('Ann Lee 4321');
    // A year is shown (the birth year is; a class year is no secret), and so are a few digits,
    // digits written onto letters (a user name) and a street's house number as the street is.
    for (const name of ['Class of 1998', 'Maria Delgado 1984', 'jdoe1234 Lee', 'Louis 14', 'Ann Lee 2nd', 'Unit 4-B Lee', 'Louis XIV'])
      expect(disclosedText('fullName', 'anonymous', name), name).toBe(name);
    expect(disclosedText('fullName', 'anonymous', 'Tina 1420 Oak Street')).toBe('Tina (street address)');
    // What another reader showed the owner is not read again as a bare number.
    expect(disclosedText('fullName', 'owner', 'Tina 1420 Oak Street')).toBe('Tina 1420 Oak Street');
  });

  it('shows places and postal codes of any country as they are', () => {
    for (const city of ['Springfield', "Coeur d'Alene", 'St. Louis', 'Winston-Salem', 'Москва', '東京都', 'São Paulo']) {
      expect(disclose('city', 'anonymous', city)).toEqual({ shown: 'value', value: city });
    }
    for (const zip of ['62704', '75008', '10115', '110001', '00-950', '3000']) {
      expect(disclose('zip', 'anonymous', zip)).toEqual({ shown: 'value', value: zip });
    }
    expect(disclose('state', 'anonymous', 'IL')).toEqual({ shown: 'value', value: 'IL' });
  });
});

describe('a postal code (ADR 0305)', () => {
  it('shows a stranger only the part of a ZIP+4 or a postcode that names an area', () => {
    // An outside probe: the card, person page and report showed a ZIP+4, which narrows to a
    // block; an Eircode names one address.
    for (const [zip, area] of [
      ['62701-1234', '62701'],
      ['62701 1234', '62701'],
      ['SW1A 1AA', 'SW1A'],
      ['sw1a1aa', 'sw1a'],
      ['M1 1AE', 'M1'],
      ['EC1A 1BB', 'EC1A'],
      ['K1A 0B1', 'K1A'],
      ['K1A0B1', 'K1A'],
      ['D02 X285', 'D02'],
      ['D6W 1234', 'D6W'],
      ['1012 AB', '1012'],
      ['1012AB', '1012'],
      ['C1425DKB', 'C1425'],
      ['01310-100', '01310'],
      ['1000-001', '1000'],
      ['100-0001', '100'],
    ] as const) {
      expect(disclose('zip', 'anonymous', zip), zip).toEqual({ shown: 'value', value: area });
      // The owner and the admin see the code as stored.
      expect(disclose('zip', 'owner', zip), zip).toEqual({ shown: 'value', value: zip });
      expect(disclose('zip', 'admin', zip), zip).toEqual({ shown: 'value', value: zip });
    }
    // Not a postal code at all: only its kind, as before (ADR 0224).
    expect(disclose('zip', 'anonymous', '627011234')).toEqual({ shown: 'exposed', value: null });
  });
});

describe('recordFactSchema', () => {
  it('rejects a fact the policy does not allow for its audience', () => {
    const anon = recordFactSchema('anonymous');
    expect(anon.safeParse({ field: 'ssn', label: 'SSN', shown: 'masked', value: '***-**-5678' }).success).toBe(false);
    expect(anon.safeParse({ field: 'ssn', label: 'SSN', shown: 'exposed', value: '5678' }).success).toBe(false);
    expect(anon.safeParse({ field: 'originalRow', label: 'Row', shown: 'exposed', value: null }).success).toBe(false);
    expect(anon.safeParse({ field: 'ssn', label: 'SSN', shown: 'exposed', value: null }).success).toBe(true);
    expect(anon.safeParse({ field: 'city', label: 'City', shown: 'value', value: 'Springfield' }).success).toBe(true);
    // A city not shaped like one is shown as its kind (ADR 0224); a name never is.
    expect(anon.safeParse({ field: 'city', label: 'City', shown: 'exposed', value: null }).success).toBe(true);
    expect(anon.safeParse({ field: 'fullName', label: 'Name', shown: 'exposed', value: null }).success).toBe(false);
    const owner = recordFactSchema('owner');
    expect(owner.safeParse({ field: 'ssn', label: 'SSN', shown: 'value', value: '912-34-5678' }).success).toBe(false);
    expect(owner.safeParse({ field: 'ssn', label: 'SSN', shown: 'masked', value: '***-**-5678' }).success).toBe(true);
  });
});

describe('disclosurePromise', () => {
  it('says exactly what a stranger sees', () => {
    expect(disclosurePromise('anonymous')).toBe(
      'This page shows only the name, birth year, age this year, city, state, ZIP code, county and country in the leaked record, where it was found, and which kinds of data leaked. Email addresses appear only as a hint like m***@gmail.com. Everything else is named when it leaked but never shown: no digits of a Social Security, license, phone or card number, no street, and no work, pay or health details.',
    );
    // The birth date is shown whole (mm/dd/yyyy is its format, not a mask): it is promised with the values.
    expect(disclosurePromise('owner')).toMatch(
      /^Because you proved this record is yours, this page also shows your date of birth, street address, /,
    );
    expect(disclosurePromise('owner')).not.toMatch(/masked forms of your date of birth/);
    expect(disclosurePromise('owner')).toMatch(/masked forms of your Social Security number, .*, where the record holds them\./);
    expect(disclosurePromise('owner')).toMatch(
      /never shows a whole Social Security, license or card number, nor any of a password or security answer\.$/,
    );
  });
});

describe('disclosedText', () => {
  it('gives the text a view shows: the value or its mask, never a hidden one', () => {
    expect(disclosedText('fullName', 'anonymous', '  Maria Delgado ')).toBe('Maria Delgado');
    const email = disclosedText('email', 'anonymous', 'maria.delgado@example.net');
    expect(email).toBe((disclose('email', 'anonymous', 'maria.delgado@example.net') as { value: string }).value);
    expect(email).not.toContain('maria.delgado');
    // Shown only as its kind to a stranger: no text at all.
    expect(disclosedText('ssn', 'anonymous', '912-34-5678')).toBeNull();
    expect(disclosedText('city', 'anonymous', '   ')).toBeNull();
    expect(disclosedText('city', 'anonymous', null)).toBeNull();
  });
});

describe('contactsInName', () => {
  it('takes out the email addresses and phone numbers a name shows only as their fields do', () => {
    expect(contactsInName('john.doe@example.com Leak')).toEqual({ rest: '  Leak', contacts: ['john.doe@example.com'] });
    expect(contactsInName('Call 555-867-5309')).toEqual({ rest: 'Call  ', contacts: ['555-867-5309'] });
    // What the name shows of each is what the search may key as a name.
    expect(disclosedText('fullName', 'anonymous', 'john.doe@example.com Leak')).toBe('j***@e***.com Leak');
  });

  it('takes out a street address and a long number with letters on it, which the name shows only as their kind (ADR 0292)', () => {
    // Keyed as name words, "Tina oak" confirmed the street the card shows only as its kind.
    expect(contactsInName('Tina Street 1420 Oak Street')).toEqual({ rest: 'Tina Street  ', contacts: ['1420 Oak Street'] });
    expect(contactsInName('Maria Delgado Hauptstraße 12, Berlin')).toEqual({
      rest: 'Maria Delgado  , Berlin',
      contacts: ['Hauptstraße 12'],
    });
    expect(contactsInName('Tina D12345678901')).toEqual({ rest: 'Tina  ', contacts: ['D12345678901'] });
    // A date is no house number, as the name shows it.
    expect(contactsInName('Ann 3/14/84 Oak Street')).toEqual({ rest: 'Ann 3/14/84 Oak Street', contacts: [] });
  });

  it('takes out a street written with a short form, a grid address and a street after a phone whole (ADR 0299)', () => {
    // Their words were name words: "Ana mayor" or "Jo Kerr oak" confirmed the street the card hides.
    expect(contactsInName('Ana Ruiz C/ Mayor 5')).toEqual({ rest: 'Ana Ruiz  ', contacts: ['C/ Mayor 5'] });
    expect(contactsInName('Jo Kerr 150 S 300 E')).toEqual({ rest: 'Jo Kerr  ', contacts: ['150 S 300 E'] });
    expect(contactsInName('Jo Kerr 555-867-5309 12 Oak St')).toEqual({ rest: 'Jo Kerr    ', contacts: ['555-867-5309', '12 Oak St'] });
  });

  it("takes out the digits the name shows a stranger only as their kind: an SSN's last four, a bare number (ADR 0308)", () => {
    // Name words, "Jofive Kerrperson 12345" found the card and "…12346" did not.
    expect(contactsInName('Jofive 12345 Kerrperson')).toEqual({ rest: 'Jofive   Kerrperson', contacts: ['12345'] });
    expect(contactsInName('Jo #048213')).toEqual({ rest: 'Jo # ', contacts: ['048213'] });
    // The SSN's words stay: they tell only the kind the card shows.
    expect(contactsInName('Maskfour Nameperson SSN 3456')).toEqual({ rest: 'Maskfour Nameperson  SSN ', contacts: ['3456'] });
    expect(contactsInName('Ann SSN 1984')).toEqual({ rest: 'Ann  SSN ', contacts: ['1984'] });
    expect(contactsInName('Masktwo Nameperson ***-**-5678')).toEqual({ rest: 'Masktwo Nameperson   ', contacts: ['***-**-5678'] });
    // What is taken is what the name shows a stranger as a kind.
    expect(disclosedText('fullName', 'anonymous', 'Jofive 12345 Kerrperson')).toBe('Jofive (ID number) Kerrperson');
  });

  it('leaves a name with no such value, or with a few digits or a year, whole', () => {
    for (const name of ['Maria Delgado', 'Louis 14', 'Ann Lee 2nd', 'John Smith III', 'Jr 2', 'Tina Street', 'Maria 1984', 'jdoe1234'])
      expect(contactsInName(name)).toEqual({ rest: name, contacts: [] });
  });
});
