// What each audience is told of another country's identity number (ADR 0302): a stranger only
// that it leaked, the verified owner its last two characters, the admin all of it.

import { describe, expect, it } from 'vitest';
import { buildRecoveryPlan } from '../recovery/recovery-plan.ts';
import { FIELD_INFO } from './fields.ts';
import { disclose } from './policy.ts';
import { discloseSections, recordDataClasses, recordNarrative, riskSubjectOf, type DisclosureSource } from './views.ts';
import { publicRisk } from '../records/public-risk.ts';

const DNI = '12345678Z';
const NIR = '1 85 05 78 006 084 36';

const base: DisclosureSource = {
  id: 'r1',
  fullName: 'Ana García',
  emails: ['ana.garcia@example.es'],
  phones: [],
  address: { city: 'Madrid' },
  employment: {},
  benefits: {},
  leakSources: [],
};

const withId = (nationalId: string): DisclosureSource => ({ ...base, nationalId });

const factOf = (s: DisclosureSource, audience: 'anonymous' | 'owner' | 'admin') =>
  discloseSections(s, audience)
    .flatMap((sec) => sec.facts)
    .find((f) => f.field === 'nationalId');

describe('a national ID in the views', () => {
  it('is a government ID in the data-class vocabulary', () => {
    expect(FIELD_INFO.nationalId).toEqual({ section: 'identity', label: 'National ID or passport number', dataClass: 'governmentId' });
  });

  it('is shown to a stranger as leaked, without a character of it', () => {
    for (const value of [DNI, NIR]) {
      const fact = factOf(withId(value), 'anonymous');
      expect(fact).toEqual({ field: 'nationalId', label: 'National ID or passport number', shown: 'exposed', value: null });
      expect(JSON.stringify(discloseSections(withId(value), 'anonymous'))).not.toMatch(/5678|084|36"/);
    }
  });

  it('is shown to its verified owner by its last two characters only', () => {
    expect(factOf(withId(DNI), 'owner')).toMatchObject({ shown: 'masked', value: '******8Z' });
    expect(factOf(withId(NIR), 'owner')).toMatchObject({ shown: 'masked', value: '******36' });
    expect(disclose('nationalId', 'owner', 'AB12')).toEqual({ shown: 'masked', value: '****' });
  });

  it('is shown whole to an admin', () => {
    expect(factOf(withId(NIR), 'admin')).toMatchObject({ shown: 'value', value: NIR });
  });

  it('counts among the kinds that leaked, in the summary and the risk', () => {
    const s = withId(DNI);
    expect(recordDataClasses(s)).toContain('governmentId');
    expect(recordDataClasses(base)).not.toContain('governmentId');
    expect(recordNarrative(s, 'anonymous')).toBe('We found a record with your national ID or passport number, address and email address.');
    expect(publicRisk(riskSubjectOf(s)).factors).toContain('National ID or passport number');
  });

  it('puts the ID step in the recovery plan, with no address we cannot vouch for', () => {
    const plan = buildRecoveryPlan({ dataClasses: recordDataClasses(withId(DNI)), sources: [], reference: null });
    const section = plan.sections.find((s) => s.id === 'governmentId');
    expect(section?.steps.map((s) => s.id)).toEqual(['government-id']);
    const how = section!.steps[0]!.how.join(' ');
    expect(how).toMatch(/usually cannot be changed/);
    expect(how).toMatch(/police/);
  });
});
