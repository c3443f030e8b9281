// Our email/domain rules (spec §5) against validator.js's own test vectors. Where we decide
// differently, the value is listed below with the reason; every other case must agree.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedDataUrl } from '../../test/shared-data.ts';
import { domainAsciiForm, domainUnicodeForm, emailAsciiForm, isDomainName, isEmailAddress } from './formats.ts';

interface CaseGroup {
  it?: string;
  validator: string;
  args?: unknown[];
  valid?: string[];
  invalid?: string[];
}

const root = sharedDataUrl('validatorjs/', "validator.js's isEmail and isFQDN vectors");
const load = (file: string): CaseGroup[] => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as CaseGroup[];

/**
 * Option sets we compare. Groups run with other validator.js options (display names, IP hosts,
 * host allow/deny lists, underscores, gmail-specific rules, wildcard or trailing dots, numeric
 * TLDs, ASCII-only local parts) test features our form does not have, so their verdicts say
 * nothing about our rule. The ones listed here mean the same as our defaults.
 */
const COMPARED_ARGS = new Set([
  'null',
  JSON.stringify([{ ignore_max_length: false }]), // the default: enforce length limits
  JSON.stringify([{ require_tld: false }]), // only invalid cases, which fail a TLD-less rule too
]);

/** Emails where we intentionally differ from validator.js defaults. */
const EMAIL_EXCEPTIONS: Record<string, string> = {
  // validator accepts quoted local parts; spec §5 wants a plain name@host.tld, and quoted
  // mailboxes do not occur in the wild for the people using this form.
  '"foobar"@example.com': 'quoted local part: we reject',
  '"  foo  m端ller "@example.com': 'quoted local part with spaces: spec says no spaces',
  '"foo\\@bar"@example.com': 'quoted local part containing a second @: we reject',
  // Our host rule is the domain rule of spec §5 (ASCII letters, digits, hyphens); an
  // internationalised host must be typed in its xn-- form.
  'hans@m端ller.com': 'non-ASCII host: we accept only the punycode (xn--) form',
  'test|123@m端ller.com': 'non-ASCII host: we accept only the punycode (xn--) form',
};

/** Domains where we intentionally differ from validator.js defaults: none. */
const DOMAIN_EXCEPTIONS: Record<string, string> = {};

function compare(groups: CaseGroup[], rule: (v: string) => boolean) {
  const disagreements: string[] = [];
  let compared = 0;
  for (const g of groups) {
    if (!COMPARED_ARGS.has(JSON.stringify(g.args ?? null))) continue;
    for (const [list, expected] of [
      [g.valid ?? [], true],
      [g.invalid ?? [], false],
    ] as const) {
      for (const value of list) {
        compared++;
        if (rule(value) !== expected) disagreements.push(value);
      }
    }
  }
  return { disagreements, compared };
}

if (root)
  describe('validator.js vectors (from the shared data folder)', () => {
    it('isEmailAddress agrees with isEmail except for the listed values', () => {
      const { disagreements, compared } = compare(load('isEmail.cases.json'), isEmailAddress);
      expect(compared).toBeGreaterThan(60);
      expect([...new Set(disagreements)].sort()).toEqual(Object.keys(EMAIL_EXCEPTIONS).sort());
    });
    it('isDomainName agrees with isFQDN except for the listed values', () => {
      const { disagreements, compared } = compare(load('isFQDN.cases.json'), isDomainName);
      expect(compared).toBeGreaterThan(30);
      expect([...new Set(disagreements)].sort()).toEqual(Object.keys(DOMAIN_EXCEPTIONS).sort());
    });
  });

describe('isDomainName (spec §5)', () => {
  it('accepts dot-separated labels ending in 2+ letters', () => {
    for (const d of ['example.com', 'mail.example.co.uk', 'a-b.example.org', 'xn--froschgrn-x9a.com', '1337.com', 'EXAMPLE.COM']) {
      expect(isDomainName(d), d).toBe(true);
    }
  });
  it('rejects bad labels and endings', () => {
    for (const d of ['example', '-a.com', 'a-.com', 'a..com', '.a.com', 'a.com.', 'a.c', 'a.c0m', 'a_b.com', 'ex ample.com', '']) {
      expect(isDomainName(d), d).toBe(false);
    }
  });
  it('allows labels up to 63 characters', () => {
    expect(isDomainName(`${'a'.repeat(63)}.com`)).toBe(true);
    expect(isDomainName(`${'a'.repeat(64)}.com`)).toBe(false);
  });
});

describe('isEmailAddress (spec §5)', () => {
  it('accepts name@host.tld', () => {
    for (const e of ['a@b.co', 'first.last+tag@example.co.uk', "o'brien@example.ie", 'josé@example.com']) {
      expect(isEmailAddress(e), e).toBe(true);
    }
  });
  it('rejects spaces, missing parts, short endings and doubled @', () => {
    for (const e of [
      'a b@c.com',
      'a@b c.com',
      'a@b',
      'a@b.c',
      '@b.com',
      'a@',
      'a@@b.com',
      'a@b@c.com',
      '.a@b.com',
      'a..b@c.com',
      'a.@b.com',
      '',
    ]) {
      expect(isEmailAddress(e), e).toBe(false);
    }
  });
});

describe('emailAsciiForm', () => {
  it('spells a domain typed in its own script in ASCII, and keeps an ASCII address as it is', () => {
    expect(emailAsciiForm('ivan@пример.рф')).toBe('ivan@xn--e1afmkfd.xn--p1ai');
    expect(emailAsciiForm('иван@пример.рф')).toBe('иван@xn--e1afmkfd.xn--p1ai');
    expect(emailAsciiForm('hans@müller.de')).toBe('hans@xn--mller-kva.de');
    expect(emailAsciiForm('li@例子。中国')).toBe('li@xn--fsqu00a.xn--fiqs8s');
    expect(emailAsciiForm('ivan@xn--e1afmkfd.xn--p1ai')).toBe('ivan@xn--e1afmkfd.xn--p1ai');
    expect(emailAsciiForm('maria@example.com')).toBe('maria@example.com');
  });

  it('refuses what is not an address in either spelling', () => {
    for (const e of [
      'ivan@пример',
      'ivan@при мер.рф',
      'ivan@пример.рф/x',
      'ivan@пример.рф:25',
      'ivan@user@пример.рф',
      '@пример.рф',
      'ivan@',
      'ivan@☃.com',
    ]) {
      expect(emailAsciiForm(e), e).toBeUndefined();
    }
  });
});

describe('domainAsciiForm', () => {
  it('spells a domain typed in its own script in ASCII, and keeps an ASCII domain as it is', () => {
    expect(domainAsciiForm('пример.рф')).toBe('xn--e1afmkfd.xn--p1ai');
    expect(domainAsciiForm('ПРИМЕР.РФ')).toBe('xn--e1afmkfd.xn--p1ai');
    expect(domainAsciiForm('例子。中国')).toBe('xn--fsqu00a.xn--fiqs8s');
    expect(domainAsciiForm('Example.com')).toBe('Example.com');
  });
  it('refuses what is not a domain in either spelling', () => {
    for (const d of ['пример', 'при мер.рф', 'пример.рф/x', 'пример.рф:80', 'user@пример.рф', '☃.com', '', '.рф']) {
      expect(domainAsciiForm(d), d).toBeUndefined();
    }
  });
  it('refuses a value longer than any domain without reading it through', () => {
    expect(domainAsciiForm(`${'п'.repeat(250)}.рф`)).toBeUndefined();
    expect(emailAsciiForm(`a@${'п'.repeat(251)}.рф`)).toBeUndefined();
    // IDNA drops variation selectors, so this would map to "xn--e1afmkfd.xn--p1ai"; a value this
    // long is refused before the URL parser reads it (a request body of it would cost ~0.1 s)
    const padded = `пример${'\ufe00'.repeat(300)}.рф`;
    expect(domainAsciiForm(padded)).toBeUndefined();
    expect(emailAsciiForm(`olga@${padded}`)).toBeUndefined();
    expect(domainAsciiForm(`пример${'\ufe00'.repeat(3)}.рф`)).toBe('xn--e1afmkfd.xn--p1ai');
  });
});

describe('domainUnicodeForm', () => {
  it('decodes each ASCII-spelled label to its own script', () => {
    expect(domainUnicodeForm('xn--e1afmkfd.xn--p1ai')).toBe('пример.рф');
    expect(domainUnicodeForm('XN--MLLER-KVA.DE')).toBe('müller.de');
    expect(domainUnicodeForm('mail.xn--fsqu00a.xn--fiqs8s')).toBe('mail.例子.中国');
    expect(domainUnicodeForm('example.com')).toBe('example.com');
  });
  it('is the inverse of domainAsciiForm', () => {
    for (const d of ['пример.рф', 'müller.de', '例子.中国', 'παράδειγμα.ελ']) {
      expect(domainUnicodeForm(domainAsciiForm(d)!), d).toBe(d);
    }
  });
  it('shows a label that is not IDNA as stored', () => {
    // not valid punycode, punycode of plain ASCII, of an upper-case letter (not IDNA's mapped form)
    // and of a character no domain holds
    for (const label of ['xn--', 'xn--abc', 'xn--abc-', 'xn--ivan-', 'xn--a-qrb', 'xn--ls8h']) {
      expect(domainUnicodeForm(`${label}.example`), label).toBe(`${label}.example`);
    }
  });
});
