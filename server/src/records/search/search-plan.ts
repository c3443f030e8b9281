// What a public or admin query asks for, and how each of its words may match. One plan feeds
// both databases' read paths (sqlite-search.ts, postgres-search.ts) and the JavaScript ranking.

import type { PublicSearchPlan } from '@breachwatch/core';
import { domainSpellings, emailSpellings } from '@breachwatch/core/scan/email-variants';
import { phoneDigits, tokenize, type SearchColumn } from './search-keys.ts';

const DIGITS = /^[0-9]+$/;

export type SearchKind = 'text' | 'email' | 'number';

export interface SearchPlan {
  kind: SearchKind;
  /** email searches: a lowercase prefix of the address, or of the domain when `domainOnly` */
  emailPrefix?: string;
  /**
   * A complete address or domain with its domain spelled the other way too (core
   * emailSpellings: "пример.рф" and "xn--e1afmkfd.xn--p1ai"), each matched like emailPrefix:
   * a dump keeps whichever spelling its source had (ADR 0183).
   */
  otherSpellings?: readonly string[];
  domainOnly?: boolean;
  /** Every token must match (as a prefix); `columns` limits where. */
  tokens: string[];
  columns: readonly SearchColumn[] | null;
  /** The public search: at least one of these words must match in the name (a place alone lists no one). */
  anyInName?: readonly string[];
  /**
   * Text words that match only as whole words: common words (ADR 0130), whose prefix expansion
   * would read every record holding them.
   */
  wholeOnly?: readonly string[];
  /**
   * The common words of this plan are asked whole (the public search: its words are passed
   * through commonWords first), so a word of commonWordCandidates left as a prefix is a rarer one
   * (ADR 0177). The admin search asks nothing whole and leaves this unset.
   */
  commonWordsDecided?: boolean;
}

/**
 * A typed word that at least this many records hold whole is common: it matches as itself, not
 * as a prefix (ADR 0130). Its prefix would add few records to the ones it already has, and
 * reading them all made a search's cost grow with its match count.
 */
export const COMMON_WORD_RECORDS = 1000;

/**
 * Words of a text plan worth asking about: a prefix longer than the index's prefix lengths (2
 * and 3) is expanded by reading every matching term's list; shorter ones are stored prefixes.
 */
export function commonWordCandidates(plan: SearchPlan): string[] {
  if (plan.kind !== 'text') return [];
  return plan.tokens.filter(isCommonWordCandidate);
}

/** Whether a text plan's token is one commonWordCandidates asks about (so a prefix of it is not common). */
export function isCommonWordCandidate(token: string): boolean {
  return token.length > 3 && !DIGITS.test(token);
}

const MAX_QUERY_TOKENS = 8;
const PHONE_LIKE = /^[\d\s().+\-/]+$/;

/** The prefixes an email search matches: the one typed and its other spellings. */
export function emailPrefixes(plan: SearchPlan): string[] {
  return [plan.emailPrefix!, ...(plan.otherSpellings ?? [])];
}

/**
 * What a query asks for: an email (anything with "@": matched in the contact keys), a number
 * (digits and phone punctuation only: a phone in any formatting, or a zip), or text (names and
 * places, tokens in any order, each a prefix). Undefined when nothing searchable remains.
 */
export function planSearch(query: string): SearchPlan | undefined {
  const q = query.trim();
  if (q.includes('@')) {
    // Emails are matched as prefixes of the stored addresses (record_emails), not through the
    // token index: "com" and "example" occur in nearly every record and would be slow there.
    const value = q
      .toLowerCase()
      .replace(/^mailto:/, '')
      .replace(/\s+/g, '')
      // A domain's root dot: the import stores addresses without it (ADR 0194).
      .replace(/(@[^@]*?)\.+$/, '$1');
    const domainOnly = value.startsWith('@');
    const emailPrefix = domainOnly ? value.slice(1) : value;
    if (emailPrefix.length < 2) return undefined;
    // Only a complete domain has another spelling: a partial one ("olga@при") is its own.
    const otherSpellings = (domainOnly ? domainSpellings : emailSpellings)(emailPrefix).filter((s) => s !== emailPrefix);
    return {
      kind: 'email',
      tokens: [],
      columns: ['contact'],
      emailPrefix,
      domainOnly,
      ...(otherSpellings.length ? { otherSpellings } : {}),
    };
  }
  if (PHONE_LIKE.test(q)) {
    const digits = phoneDigits(q);
    if (digits.length >= 3) return { kind: 'number', tokens: [digits], columns: ['contact', 'place'] };
  }
  const tokens = tokenize(q).slice(0, MAX_QUERY_TOKENS);
  return tokens.length ? { kind: 'text', tokens, columns: null } : undefined;
}

/**
 * The database side of a public text search (core's planPublicSearch): its word and ZIP terms,
 * matched in the name and place keys only, with at least one word in the name. Numbers that
 * are not a ZIP code never narrow (they are not searched); complete emails, phones and streets
 * are matched through their exact keys instead (record-search.ts). Undefined without a word.
 */
export function publicTextPlan(plan: PublicSearchPlan): SearchPlan | undefined {
  const words = plan.terms.filter((t) => t.kind === 'word').map((t) => t.token);
  if (words.length === 0) return undefined;
  const zips = plan.terms.filter((t) => t.kind === 'zip').map((t) => t.token);
  return {
    kind: 'text',
    tokens: [...new Set([...words, ...zips])],
    columns: ['name', 'place'],
    anyInName: [...new Set(words)],
    commonWordsDecided: true,
  };
}

/**
 * Whether a token matches as a prefix too. In text queries a number is a whole token (a
 * street or house number, the digits of an address): as a prefix, "5" would expand over every
 * phone, zip and number in the index. Phone and zip queries (kind "number") are prefixes.
 */
export function matchesPrefix(plan: SearchPlan, token: string): boolean {
  return plan.kind !== 'text' || (!DIGITS.test(token) && !plan.wholeOnly?.includes(token));
}
