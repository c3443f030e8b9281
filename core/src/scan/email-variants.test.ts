import { describe, expect, it } from 'vitest';
import { classifyInboxMatch, inboxLookupKey, inboxLookupKeys } from './email-variants.ts';

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
});

describe('classifyInboxMatch', () => {
  it('treats a different case as the same address', () => {
    expect(classifyInboxMatch('Jane@Example.com', 'jane@example.com')).toBe('exact');
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
