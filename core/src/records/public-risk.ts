// The one risk level the public pages show for a record (decisions.md §3): the person-detail
// score of spec §4 (SSN digits 40, address 20, DOB 10, phone 10, email 10; high at 60, medium
// at 30; another country's identity number counts as the SSN, ADR 0302; bank details and a
// password 20 each, ADR 0306), on the result card, the person page, the Exposure Report header
// and the verified view alike, with one sentence saying what raised it. The other three rules of risk.ts stay
// where the spec uses them, in the admin console.

import { personRiskScore, RISK_HIGH_THRESHOLD, RISK_WEIGHTS, RISK_MEDIUM_THRESHOLD, type RiskFactorKey, type RiskSubject } from './risk.ts';
import type { RiskLevel } from './types.ts';

export interface PublicRisk {
  level: RiskLevel;
  /** 0-130: the person-detail score. */
  score: number;
  /** What raised it, in plain words, most serious first ("Social Security number", …). */
  factors: string[];
  /** One sentence: the level and what raised it. */
  reason: string;
}

/** The largest score the rule can give (every factor present; a national ID only without the SSN). */
export const PUBLIC_RISK_MAX_SCORE = Object.values(RISK_WEIGHTS).reduce((sum, w) => sum + w, 0) - RISK_WEIGHTS.nationalId;

const SENTENCE_WORDS: Record<RiskFactorKey, string> = {
  ssn: 'Social Security number',
  nationalId: 'national ID or passport number',
  financial: 'bank account details',
  password: 'password or security answer',
  address: 'address or hometown',
  dob: 'date of birth',
  phone: 'phone number',
  email: 'email address',
};

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const LEVEL_WORD: Record<RiskLevel, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** A password or bank details (ADR 0306): what gets into an account, not only what makes a scam convincing. */
const takesOver = (keys: readonly RiskFactorKey[]): boolean => keys.includes('password') || keys.includes('financial');

export function explainRisk(level: RiskLevel, keys: readonly RiskFactorKey[]): string {
  if (keys.length === 0) return 'Low risk: the record holds little beyond a name, so it is hard to misuse on its own.';
  const what = joinWords(keys.map((k) => SENTENCE_WORDS[k]));
  const one = keys.length === 1;
  const why =
    level === 'high'
      ? 'together these are enough to open accounts or pass identity checks in your name'
      : level === 'medium'
        ? // Only an SSN, or a date of birth with an address or phone, is enough to open an account:
          // the recovery plan asks for a credit freeze for those alone, and the sentence must agree.
          // Another country's identity number opens accounts there (ADR 0302): its plan step asks
          // the issuing agency to flag the file.
          keys.includes('ssn') || keys.includes('nationalId') || keys.includes('dob')
          ? `${one ? 'it' : 'these'} can be used to open accounts or make scams aimed at you more convincing`
          : takesOver(keys)
            ? `${one ? 'it' : 'these'} can be used to get into your accounts or take money from them`
            : `${one ? 'it makes' : 'these make'} scam calls, texts and emails aimed at you more convincing`
        : takesOver(keys)
          ? // A password or bank details alone score low, but are never "hard to misuse" (ADR 0306).
            `${one ? 'it' : 'these'} can be used to get into your accounts or take money from them, so act on ${one ? 'it' : 'them'} even though little else leaked with ${one ? 'it' : 'them'}`
          : `on ${one ? 'its' : 'their'} own ${one ? 'it is' : 'these are'} hard to misuse, but ${one ? 'it invites' : 'they invite'} scam messages`;
  return `${LEVEL_WORD[level]} risk because the leaked record includes your ${what}: ${why}.`;
}

/** The public level of a record, from whatever shape the caller holds. */
export function publicRisk(subject: RiskSubject): PublicRisk {
  const { score, level, factors } = personRiskScore(subject);
  return {
    level,
    score,
    factors: factors.map((f) => f.label),
    reason: explainRisk(
      level,
      factors.map((f) => f.key),
    ),
  };
}

/** "High at 60 or more, medium at 30 or more, out of 130": the scale in one line for the pages. */
export const PUBLIC_RISK_SCALE = `Scored out of ${PUBLIC_RISK_MAX_SCORE}: Social Security number (or another country's national ID or passport number) 40; bank account details, a password or security answer, and address 20 each; date of birth, phone and email 10 each. ${RISK_HIGH_THRESHOLD} or more is high, ${RISK_MEDIUM_THRESHOLD} or more is medium.`;
