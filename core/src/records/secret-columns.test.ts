// A password or its hash, a security answer, bank details and the last four digits of an SSN
// (ADR 0306): recognised by their column's name, kept apart from the plain fields, and counted in
// the one risk of the record.

import { describe, expect, it } from 'vitest';
import { FIELD_ALIASES, mapRow, resolveHeaders, targetsForHeader, type FieldTarget } from './field-aliases.ts';
import { PUBLIC_RISK_MAX_SCORE, publicRisk } from './public-risk.ts';
import { adminListFallbackRiskLevel, personRiskScore, uploadRiskLevel } from './risk.ts';
import { createRowRules } from './row-rules.ts';

/** The probe's row: a web shop's customer with a password and bank details. */
const PROBE_HEADERS = ['name', 'email', 'password', 'ssn_last4', 'bank_account', 'routing_number'];
const PROBE_ROW = ['Pwtest Person', 'pw.test@probe2.example', 'Summer2024!', '4321', '000123456789', '021000021'];

const SECRET_TARGETS: readonly FieldTarget[] = ['password', 'securityAnswer', 'bankAccount', 'bankRouting', 'ssnLast4'];

const RECOGNISED: Record<string, FieldTarget> = {
  Password: 'password',
  password: 'password',
  passwd: 'password',
  PWD: 'password',
  user_pass: 'password',
  user_password: 'password',
  'Password Hash': 'password',
  password_hash: 'password',
  'Hashed Password': 'password',
  encrypted_password: 'password',
  password_digest: 'password',
  Passwort: 'password',
  'Mot de passe': 'password',
  Contraseña: 'password',
  'Security Answer': 'securityAnswer',
  'Secret Answer': 'securityAnswer',
  "Mother's Maiden Name": 'securityAnswer',
  'Mother Maiden Name': 'securityAnswer',
  mothers_maiden_name: 'securityAnswer',
  'Password Hint': 'securityAnswer',
  bank_account: 'bankAccount',
  'Bank Account Number': 'bankAccount',
  'Bank Acct #': 'bankAccount',
  'Checking Account Number': 'bankAccount',
  IBAN: 'bankAccount',
  routing_number: 'bankRouting',
  'Routing No.': 'bankRouting',
  'ABA Routing Number': 'bankRouting',
  'Bank Routing #': 'bankRouting',
  'Sort Code': 'bankRouting',
  ssn_last4: 'ssnLast4',
  SSN4: 'ssnLast4',
  'Last 4 SSN': 'ssnLast4',
  last4ssn: 'ssnLast4',
  'Last 4 of SSN': 'ssnLast4',
  'SSN (last four)': 'ssnLast4',
};

describe('secret columns (ADR 0306)', () => {
  it.each(Object.entries(RECOGNISED))('"%s" fills its field and nothing else', (header, target) => {
    expect(targetsForHeader(header)).toEqual([target]);
  });

  it('adds no target to a name another field already had', () => {
    for (const [key, targets] of Object.entries(FIELD_ALIASES)) {
      if (targets.some((t) => SECRET_TARGETS.includes(t))) expect(targets.length, key).toBe(1);
    }
  });

  it.each([
    // A pass or fail, a bus pass; India's postal code or a card's PIN; a checksum of anything.
    'Pass',
    'PIN',
    'PW',
    'Hash',
    'Salt',
    // The question is no secret, its answer is; a person's own maiden name is a name.
    'Security Question',
    'Maiden Name',
    // A customer's number with the shop as often as a bank's.
    'Account',
    'Account Number',
    'Acct No',
    'Account ID',
    // A mail or call route; a bank's own code names no person.
    'Routing',
    'Routing #',
    'ABA',
    'BIC',
    'SWIFT',
    'SWIFT Code',
    // A card's last four as often as an SSN's.
    'Last 4',
    'Last Four',
  ])('"%s" is no secret column', (header) => {
    for (const t of SECRET_TARGETS) expect(targetsForHeader(header)).not.toContain(t);
  });

  it('lists the probe’s columns as recognised, none as ignored', () => {
    const resolved = resolveHeaders(PROBE_HEADERS);
    expect(resolved.recognized).toEqual(PROBE_HEADERS);
    expect(resolved.ignored).toEqual([]);
  });

  it('maps the probe’s row, keeping every value in the original row as written', () => {
    const rec = mapRow(resolveHeaders(PROBE_HEADERS), PROBE_ROW);
    expect(rec).toMatchObject({
      fullName: 'Pwtest Person',
      emails: ['pw.test@probe2.example'],
      password: 'Summer2024!',
      bankAccount: '000123456789',
      bankRouting: '021000021',
      ssn: '4321',
    });
    expect(rec.allFields).toEqual(Object.fromEntries(PROBE_HEADERS.map((h, i) => [h, PROBE_ROW[i]])));
  });

  it('takes only the last four digits from an "SSN last 4" column, and a whole SSN before them', () => {
    const last4 = resolveHeaders(['Name', 'SSN Last 4']);
    expect(mapRow(last4, ['Ann Lee', '912-34-5678']).ssn).toBe('5678');
    expect(mapRow(last4, ['Ann Lee', '12']).ssn).toBeUndefined();
    expect(mapRow(last4, ['Ann Lee', '0000']).ssn).toBeUndefined();
    const both = resolveHeaders(['Name', 'SSN4', 'SSN']);
    expect(mapRow(both, ['Ann Lee', '6789', '912-34-6789']).ssn).toBe('912-34-6789');
  });

  it('a hash, a security answer and an IBAN are kept as written', () => {
    const resolved = resolveHeaders(['Name', 'user_pass', "Mother's Maiden Name", 'IBAN', 'Sort Code']);
    const hash = '$P$BZlPX7NIx8MYpXokBW2AGsN7i.aUOt0';
    const rec = mapRow(resolved, ['Ann Lee', hash, 'Smith', 'GB29 NWBK 6016 1331 9268 19', '60-16-13']);
    expect(rec).toMatchObject({
      password: hash,
      securityAnswer: 'Smith',
      bankAccount: 'GB29 NWBK 6016 1331 9268 19',
      bankRouting: '60-16-13',
    });
    // Not a name of the person, though it is one.
    expect(rec.lastName).toBeUndefined();
  });

  it('the row rules let a password or an account number of any shape through in its own column', () => {
    const rules = createRowRules(resolveHeaders(['Name', 'Password', 'Bank Account', 'Routing Number']));
    expect(rules.check(['Ann Lee', '123-45-6789', '123456789', '021000021'], 2)).toBeNull();
    expect(rules.check(['Ann 123-45-6789', 'x', '1', '2'], 2)).toMatchObject({ code: 'ssn-in-plain-field', column: 'Name' });
  });
});

describe('a password and bank details in the one risk (ADR 0306)', () => {
  const EMAIL = { emails: ['pw.test@probe2.example'] };

  it('the probe’s record is high: SSN digits 40, bank details 20, password 20, email 10', () => {
    const rec = mapRow(resolveHeaders(PROBE_HEADERS), PROBE_ROW);
    const score = personRiskScore(rec);
    expect(score).toMatchObject({ score: 90, level: 'high' });
    expect(score.factors.map((f) => f.key)).toEqual(['ssn', 'financial', 'password', 'email']);
    expect(uploadRiskLevel(rec)).toBe('high');
  });

  it('a password with the email it signs in with is medium, and says it opens accounts', () => {
    const risk = publicRisk({ password: 'Summer2024!', ...EMAIL });
    expect(risk).toMatchObject({ level: 'medium', score: 30, factors: ['Password or security answer', 'Email address'] });
    expect(risk.reason).toBe(
      'Medium risk because the leaked record includes your password or security answer and email address: these can be used to get into your accounts or take money from them.',
    );
  });

  it('bank details alone are low on the scale, but never called hard to misuse', () => {
    const risk = publicRisk({ bankAccount: '000123456789' });
    expect(risk).toMatchObject({ level: 'low', score: 20, factors: ['Bank account details'] });
    expect(risk.reason).not.toMatch(/hard to misuse/);
    expect(risk.reason).toMatch(/take money/);
  });

  it('an account and its routing number count once, as a password and a security answer do', () => {
    expect(personRiskScore({ bankAccount: '1', bankRouting: '2', password: 'x', securityAnswer: 'y' }).score).toBe(40);
    expect(personRiskScore({ securityAnswer: 'Smith' }).factors.map((f) => f.key)).toEqual(['password']);
  });

  it('the scale’s maximum is every factor once', () => {
    const all = personRiskScore({
      ssn: '912-34-5678',
      nationalId: '12345678Z',
      bankAccount: '1',
      password: 'x',
      dob: '1980-01-02',
      ...EMAIL,
      phones: ['555'],
      city: 'X',
    });
    expect(all.score).toBe(PUBLIC_RISK_MAX_SCORE);
    expect(PUBLIC_RISK_MAX_SCORE).toBe(130);
  });

  it('makes an imported record at least medium, and the admin list agrees', () => {
    for (const s of [{ password: 'x' }, { securityAnswer: 'Smith' }, { bankAccount: '1' }, { bankRouting: '021000021' }]) {
      expect(uploadRiskLevel(s)).toBe('medium');
      expect(adminListFallbackRiskLevel(s)).toBe('medium');
    }
  });
});
