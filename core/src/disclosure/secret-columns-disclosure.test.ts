// What each audience is told of a leaked password, security answer, bank details and SSN's last
// four (ADR 0306): a stranger only that they leaked; the owner masks of the bank details and the
// SSN, never a character of a password or an answer.

import { describe, expect, it } from 'vitest';
import { buildRecoveryPlan } from '../recovery/recovery-plan.ts';
import { publicRisk } from '../records/public-risk.ts';
import { disclose, DISCLOSURE_POLICY } from './policy.ts';
import { discloseSections, recordDataClasses, recordNarrative, riskSubjectOf, type DisclosureSource } from './views.ts';

const PASSWORD = 'Summer2024!';
const ANSWER = 'Kowalczyk';
const ACCOUNT = '000123456789';
const ROUTING = '021000021';

const probe: DisclosureSource = {
  id: 'r1',
  fullName: 'Pwtest Person',
  emails: ['pw.test@probe2.example'],
  phones: [],
  address: {},
  employment: {},
  benefits: {},
  leakSources: [],
  ssn: '4321',
  password: PASSWORD,
  securityAnswer: ANSWER,
  bankAccount: ACCOUNT,
  bankRouting: ROUTING,
};

const factsOf = (s: DisclosureSource, audience: 'anonymous' | 'owner' | 'admin') =>
  Object.fromEntries(
    discloseSections(s, audience)
      .flatMap((sec) => sec.facts)
      .map((f) => [f.field, f]),
  );

describe('secret columns in the views (ADR 0306)', () => {
  it('a stranger is told each leaked, without a character of it', () => {
    const facts = factsOf(probe, 'anonymous');
    for (const field of ['ssn', 'password', 'securityAnswer', 'bankAccount', 'bankRouting'])
      expect(facts[field], field).toMatchObject({ shown: 'exposed', value: null });
    const text = JSON.stringify(discloseSections(probe, 'anonymous'));
    for (const secret of [PASSWORD, ANSWER, '4321', '6789', '0021', 'Summer']) expect(text).not.toContain(secret);
  });

  it('the owner sees the SSN as its last four and the bank details by their last two, never the password or answer', () => {
    const facts = factsOf(probe, 'owner');
    expect(facts.ssn).toMatchObject({ shown: 'masked', value: '***-**-4321' });
    expect(facts.bankAccount).toMatchObject({ shown: 'masked', value: '******89' });
    expect(facts.bankRouting).toMatchObject({ shown: 'masked', value: '******21' });
    expect(facts.password).toEqual({ field: 'password', label: 'Password', shown: 'exposed', value: null });
    expect(facts.securityAnswer).toMatchObject({ shown: 'exposed', value: null });
    const text = JSON.stringify(discloseSections(probe, 'owner'));
    expect(text).not.toContain('Summer');
    expect(text).not.toContain(ANSWER);
  });

  it('nobody is shown a password, the admin neither', () => {
    for (const audience of ['anonymous', 'owner', 'admin'] as const) {
      expect(DISCLOSURE_POLICY.password[audience]).toBe('exposed');
      expect(DISCLOSURE_POLICY.securityAnswer[audience]).toBe('exposed');
      expect(disclose('password', audience, PASSWORD)).toEqual({ shown: 'exposed', value: null });
    }
  });

  it('names password and financial among the kinds that leaked, in the summary and the risk', () => {
    expect(recordDataClasses(probe)).toEqual(['ssn', 'financial', 'password', 'email']);
    expect(recordDataClasses({ ...probe, password: null, bankAccount: null })).toEqual(['ssn', 'financial', 'password', 'email']);
    expect(recordNarrative(probe, 'anonymous')).toBe(
      'We found a record with your Social Security number, bank account details, password and email address.',
    );
    const risk = publicRisk(riskSubjectOf(probe));
    expect(risk).toMatchObject({ level: 'high', score: 90 });
    expect(risk.factors).toEqual(['Social Security number', 'Bank account details', 'Password or security answer', 'Email address']);
  });

  it('leads the recovery plan to the password and bank sections', () => {
    const plan = buildRecoveryPlan({ dataClasses: recordDataClasses(probe), sources: [], reference: null });
    const ids = plan.sections.map((s) => s.id);
    expect(ids).toContain('password');
    expect(ids).toContain('financial');
    expect(plan.sections.find((s) => s.id === 'password')!.steps.map((s) => s.id)).toContain('change-passwords');
  });
});
