// Other countries' identity numbers and passport numbers (ADR 0302): recognised by their
// column's name, kept apart from the plain fields, and counted in the risk as the SSN is.

import { describe, expect, it } from 'vitest';
import { dateReadingLabel, FIELD_ALIASES, mapRow, normalizeHeader, resolveHeaders, targetsForHeader } from './field-aliases.ts';
import { publicRisk } from './public-risk.ts';
import { adminListFallbackRiskLevel, personRiskScore, uploadRiskLevel } from './risk.ts';
import { createRowRules } from './row-rules.ts';

const NATIONAL_ID_HEADERS = [
  // France
  'N° Sécu',
  'Nº Sécu',
  'No sécu',
  'Numéro de sécurité sociale',
  'numero secu',
  'NIR',
  'N° INSEE',
  'Numéro de passeport',
  // Spain
  'DNI',
  'NIE',
  'NIF',
  'DNI/NIE',
  'Nº DNI',
  'Número de la Seguridad Social',
  // Italy, Germany
  'Codice fiscale',
  'Personalausweisnummer',
  'Steuer-ID',
  'Steueridentifikationsnummer',
  'Sozialversicherungsnummer',
  // The Netherlands, Belgium, Poland, the Nordic countries
  'BSN',
  'Burgerservicenummer',
  'Rijksregisternummer',
  'Numéro national',
  'PESEL',
  'Personnummer',
  'Fødselsnummer',
  'CPR',
  'CPR-nr',
  // The UK, Canada, Australia, India, Brazil, Mexico
  'National Insurance Number',
  'NINO',
  'NI Number',
  'SIN',
  'Social Insurance Number',
  'TFN',
  'Tax File Number',
  'Aadhaar',
  'Aadhar No',
  'CPF',
  'CURP',
  // Generic names and passports
  'National ID',
  'national_id_number',
  'National Identity Number',
  'Passport Number',
  'Passport No.',
];

describe('national ID columns', () => {
  it.each(NATIONAL_ID_HEADERS)('"%s" fills the national ID and nothing else', (header) => {
    expect(targetsForHeader(header)).toEqual(['nationalId']);
  });

  it('adds no target to a name another field already had', () => {
    for (const [key, targets] of Object.entries(FIELD_ALIASES)) {
      if (targets.includes('nationalId')) expect(targets, key).toEqual(['nationalId']);
    }
  });

  it.each([
    // A record's, an employee's or a customer's number, not a person's identity number.
    'id',
    'ID',
    'Nr',
    'No',
    'Number',
    'ID Number',
    'Employee ID',
    'Customer No',
    'Patient ID',
    // A card's primary account number in card dumps; a yes/no or a country as often as a number.
    'PAN',
    'Passport',
    // "A child" in Spanish folds to the key of the British NINO.
    'Niño',
    'Niños',
    // A business's tax number as often as a person's.
    'Steuernummer',
    'RFC',
  ])('"%s" is not a national ID', (header) => {
    expect(targetsForHeader(header)).not.toContain('nationalId');
  });

  it('an ID number beside the SSN column leaves the SSN where it was', () => {
    expect(targetsForHeader('SSN')).toEqual(['ssn']);
    expect(targetsForHeader('Social Security Number')).toEqual(['ssn']);
    expect(normalizeHeader('N° Sécu')).toBe('nsecu');
  });

  it('lists the columns as recognised, and a French or Spanish one reads its dates day first', () => {
    const resolved = resolveHeaders(['Nom', 'Prénom', 'N° Sécu', 'Date de naissance'], new Date(2026, 10, 30));
    expect(resolved.recognized).toContain('N° Sécu');
    expect(resolved.ignored).toEqual([]);
    expect(dateReadingLabel(resolved)).toMatch(/day/i);
  });

  it('maps the value to the national ID, and keeps it in the original row as written', () => {
    const resolved = resolveHeaders(['Nombre', 'Apellido', 'DNI', 'N° Sécu']);
    const rec = mapRow(resolved, ['Ana', 'García', ' 12345678Z ', '1 85 05 78 006 084 36']);
    // The first column that holds one wins, as for every single-valued field.
    expect(rec.nationalId).toBe('12345678Z');
    expect(rec.ssn).toBeUndefined();
    expect(rec.externalId).toBeUndefined();
    expect(rec.allFields).toEqual({ Nombre: 'Ana', Apellido: 'García', DNI: '12345678Z', 'N° Sécu': '1 85 05 78 006 084 36' });
  });

  it('a placeholder of zeros, or "N/A", is no number', () => {
    const resolved = resolveHeaders(['Name', 'National ID']);
    expect(mapRow(resolved, ['Ann Lee', '000000000']).nationalId).toBeUndefined();
    expect(mapRow(resolved, ['Ann Lee', 'N/A']).nationalId).toBeUndefined();
    expect(mapRow(resolved, ['Ann Lee', '="123456782"']).nationalId).toBe('123456782');
  });
});

describe('the row rules and a national ID column', () => {
  it('let an SSN-shaped national number through in its own column', () => {
    // A BSN has nine digits; some numbers are written 3-2-4, as an SSN is.
    const rules = createRowRules(resolveHeaders(['Name', 'BSN', 'NI Number']));
    expect(rules.check(['Jan de Vries', '123456782', '123-45-6789'], 2)).toBeNull();
  });

  it('still refuse an SSN in a name column beside it', () => {
    const rules = createRowRules(resolveHeaders(['Name', 'BSN']));
    expect(rules.check(['Jan 123-45-6789', '123456782'], 2)).toMatchObject({ code: 'ssn-in-plain-field', column: 'Name' });
  });

  it('still refuse rows a misplaced quote swallowed into it', () => {
    const rules = createRowRules(resolveHeaders(['Name', 'DNI']));
    expect(rules.check(['Ana', '12345678Z\nBea,87654321X\nCarl,1\nDan,2'], 2)).toMatchObject({ code: 'rows-in-field', column: 'DNI' });
  });
});

describe('a national ID in the risk', () => {
  const EMAIL = { emails: ['ana@example.com'] };

  it('weighs what the SSN weighs on the person page', () => {
    const withId = personRiskScore({ nationalId: '12345678Z', ...EMAIL, city: 'Madrid' });
    const withSsn = personRiskScore({ ssn: '912-34-5678', ...EMAIL, city: 'Madrid' });
    expect(withId.score).toBe(withSsn.score);
    expect(withId.level).toBe('high');
    expect(withId.factors.map((f) => f.label)).toEqual(['National ID or passport number', 'Home address', 'Email address']);
  });

  it('counts once beside an SSN: the score never passes its maximum', () => {
    const both = personRiskScore({ ssn: '912-34-5678', nationalId: '12345678Z', dob: '1980-01-02', ...EMAIL, phones: ['555'], city: 'X' });
    expect(both.score).toBe(90);
    expect(both.factors.map((f) => f.key)).toEqual(['ssn', 'address', 'dob', 'phone', 'email']);
  });

  it('counts only with digits', () => {
    expect(personRiskScore({ nationalId: 'unknown' }).score).toBe(0);
  });

  it('says so in the public sentence', () => {
    const risk = publicRisk({ nationalId: '1 85 05 78 006 084 36' });
    expect(risk.level).toBe('medium');
    expect(risk.factors).toEqual(['National ID or passport number']);
    expect(risk.reason).toBe(
      'Medium risk because the leaked record includes your national ID or passport number: it can be used to open accounts or make scams aimed at you more convincing.',
    );
  });

  it('makes an imported record high risk, as an SSN does, and the admin list agrees', () => {
    expect(uploadRiskLevel({ nationalId: '12345678Z' })).toBe('high');
    expect(adminListFallbackRiskLevel({ nationalId: '12345678Z' })).toBe('high');
    expect(uploadRiskLevel({})).toBe('low');
  });
});
