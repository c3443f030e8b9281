import { describe, expect, it } from 'vitest';
import { classifyInboxMatch, emailSpellings, inboxIdentity, inboxLookupKey, inboxLookupKeys } from './email-variants.ts';

describe('inboxLookupKey', () => {
  it('drops the plus tag and the dots and lowercases', () => {
    expect(inboxLookupKey('J.Doe+shop@Example.com')).toBe('jdoe@example.com');
    expect(inboxLookupKey('jane@example.com')).toBe('jane@example.com');
  });
  it('rejects strings that are not addresses', () => {
    expect(inboxLookupKey('no-at-sign')).toBeUndefined();
    expect(inboxLookupKey('@example.com')).toBeUndefined();
  });
  it('looks up both Gmail spellings', () => {
    expect(inboxLookupKeys('john.smith+news@googlemail.com')).toEqual(['johnsmith@gmail.com', 'johnsmith@googlemail.com']);
    expect(inboxLookupKeys('john.smith@example.org')).toEqual(['johnsmith@example.org']);
  });
  it('looks up both spellings of an internationalised domain, however it was typed', () => {
    const both = ['olga@пример.рф', 'olga@xn--e1afmkfd.xn--p1ai'];
    expect(new Set(inboxLookupKeys('Olga+Shop@ПРИМЕР.РФ'))).toEqual(new Set(both));
    expect(new Set(inboxLookupKeys('olga@xn--e1afmkfd.xn--p1ai'))).toEqual(new Set(both));
  });
});

describe('inboxIdentity', () => {
  it('is one identity for both spellings of a domain', () => {
    expect(inboxIdentity('olga+news@пример.рф')).toBe('olga@xn--e1afmkfd.xn--p1ai');
    expect(inboxIdentity('Olga@XN--E1AFMKFD.XN--P1AI')).toBe('olga@xn--e1afmkfd.xn--p1ai');
    expect(inboxIdentity('hans@müller.de')).toBe(inboxIdentity('hans@xn--mller-kva.de'));
    expect(inboxIdentity('hans@müller.de')).not.toBe(inboxIdentity('hans@muller.de'));
  });
});

describe('classifyInboxMatch', () => {
  it('treats a different case as the same address', () => {
    expect(classifyInboxMatch('Jane@Example.com', 'jane@example.com')).toBe('exact');
  });
  it('treats the two spellings of a domain as the same address', () => {
    expect(classifyInboxMatch('olga@пример.рф', 'olga@xn--e1afmkfd.xn--p1ai')).toBe('exact');
    expect(classifyInboxMatch('OLGA@XN--E1AFMKFD.XN--P1AI', 'olga@пример.рф')).toBe('exact');
    expect(classifyInboxMatch('olga@пример.рф', 'olga+x@xn--e1afmkfd.xn--p1ai')).toBe('same-inbox');
    expect(classifyInboxMatch('olga@пример.рф', 'olga@xn--e1afmkfd.com')).toBeUndefined();
  });
  it('matches plus-aliases at any provider, in both directions', () => {
    expect(classifyInboxMatch('jane@example.com', 'jane+bank@example.com')).toBe('same-inbox');
    expect(classifyInboxMatch('jane+bank@example.com', 'jane@example.com')).toBe('same-inbox');
    expect(classifyInboxMatch('jane+a@example.com', 'jane+b@example.com')).toBe('same-inbox');
  });
  it('ignores dots only at Gmail', () => {
    expect(classifyInboxMatch('john.smith@gmail.com', 'johnsmith@gmail.com')).toBe('same-inbox');
    expect(classifyInboxMatch('j.o.h.n.smith+x@googlemail.com', 'johnsmith@gmail.com')).toBe('same-inbox');
    expect(classifyInboxMatch('john.smith@example.com', 'johnsmith@example.com')).toBeUndefined();
  });
  it('does not match other people', () => {
    expect(classifyInboxMatch('jane@example.com', 'janet@example.com')).toBeUndefined();
    expect(classifyInboxMatch('jane@example.com', 'jane@example.org')).toBeUndefined();
    expect(classifyInboxMatch('jane@example.com', '')).toBeUndefined();
  });
});

describe('emailSpellings', () => {
  it('spells an internationalised domain both ways, and an ASCII one once', () => {
    expect(emailSpellings('ivan@пример.рф')).toEqual(['ivan@пример.рф', 'ivan@xn--e1afmkfd.xn--p1ai']);
    expect(emailSpellings('ivan@xn--e1afmkfd.xn--p1ai')).toEqual(['ivan@xn--e1afmkfd.xn--p1ai', 'ivan@пример.рф']);
    expect(emailSpellings('jane@example.com')).toEqual(['jane@example.com']);
    // a label that is not IDNA has one spelling
    expect(emailSpellings('x@xn--abc.example')).toEqual(['x@xn--abc.example']);
  });
});
