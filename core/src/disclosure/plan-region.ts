// Whether a record says its person lives outside the United States, so that their recovery plan
// and the Exposure Report's first steps open on the steps that hold there (ADR 0303). It is
// decided here, beside the disclosure policy, because it is read from a field every audience
// sees (the country) and from one a stranger sees only as its kind (the phones): what leaves is
// one coarse answer, "outside the US" or not, never which field gave it nor any value.

import { phoneCallingCode } from '../records/masking.ts';
import type { PlanRegion } from '../recovery/plan-region.ts';
import type { Audience } from './policy.ts';
import { shapedLikeItsField } from './value-shapes.ts';
import type { DisclosureSource } from './views.ts';

/**
 * Who is told the record's region. Every audience: it is coarser than the city, state and ZIP
 * a stranger already sees, and a stranger learns from it less than a country calling code, which
 * the owner's phone mask shows whole.
 */
export const PLAN_REGION_AUDIENCES: readonly Audience[] = ['anonymous', 'owner', 'admin'];

// The United States and the territories where its agencies (IRS, FTC, the three bureaus) serve
// residents, written as dumps write them; compared without case, dots or spaces.
const US_NAMES = new Set([
  'us',
  'usa',
  'unitedstates',
  'unitedstatesofamerica',
  'america',
  'puertorico',
  'pr',
  'guam',
  'gu',
  'usvirginislands',
  'vi',
  'americansamoa',
  'as',
  'northernmarianaislands',
  'mp',
]);
const squeeze = (text: string) => text.toLowerCase().replace(/[\s.]/g, '');

/** The North American Numbering Plan: the US shares +1 with Canada and the Caribbean. */
const NANP = '1';

/**
 * 'outsideUs' when the record's country names another country, or (without a country) when it
 * has phones and every one of them carries a country calling code other than +1; 'us' when its
 * country is the US; null when it does not say (no country, a US-or-unknown phone, no phone).
 */
export function recordPlanRegion(source: Pick<DisclosureSource, 'address' | 'phones'>): PlanRegion | null {
  const country = (source.address.country ?? '').trim();
  if (country !== '' && shapedLikeItsField('country', country)) return US_NAMES.has(squeeze(country)) ? 'us' : 'outsideUs';
  const codes = source.phones.filter((p) => p.trim() !== '').map(phoneCallingCode);
  if (codes.length === 0) return null;
  return codes.every((code) => code !== null && code !== NANP) ? 'outsideUs' : null;
}

/** The region this audience is told: the same coarse answer for all (PLAN_REGION_AUDIENCES). */
export function disclosePlanRegion(source: Pick<DisclosureSource, 'address' | 'phones'>, audience: Audience): PlanRegion | null {
  return PLAN_REGION_AUDIENCES.includes(audience) ? recordPlanRegion(source) : null;
}
