import { describe, it, expect } from 'vitest';
import { fieldErrors } from './common.ts';
import { DEFAULT_CONTACT_SUBJECT } from './constants.ts';
import { contactSchema, isHoneypotFilled } from './contact.ts';
import { HIDDEN_FORMATTING_MESSAGE } from './visible-text.ts';

const valid = { name: ' Ann Lee ', email: ' ann@example.com ', message: ' Help please ' };
const errors = (v: unknown) => {
  const r = contactSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe('contactSchema (spec §3, §5)', () => {
  it('trims values and defaults the subject to "Website contact"', () => {
    expect(DEFAULT_CONTACT_SUBJECT).toBe('Website contact');
    expect(contactSchema.parse(valid)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Website contact',
      message: 'Help please',
    });
    expect(contactSchema.parse({ ...valid, subject: '   ' }).subject).toBe('Website contact');
    expect(contactSchema.parse({ ...valid, subject: ' Billing ' }).subject).toBe('Billing');
  });
  it('uses the spec messages for the three required fields', () => {
    expect(errors({ name: ' ', email: 'nope', message: '' })).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter a valid email address.',
      message: 'Please enter a message.',
    });
    expect(errors({})).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter a valid email address.',
      message: 'Please enter a message.',
    });
  });
  it('treats a name or message of invisible characters as blank, and keeps visible text as typed', () => {
    for (const blank of ['\u200b', '\u200b\u200c\u2060', '\u3164', '\u00a0\u2800', '\u115f\u1160\uffa0']) {
      expect(errors({ ...valid, name: blank, message: blank })).toEqual({
        name: 'Please enter your full name.',
        message: 'Please enter a message.',
      });
    }
    expect(contactSchema.parse({ ...valid, name: 'Ann\u200d', message: 'Help\u2060' })).toMatchObject({
      name: 'Ann\u200d',
      message: 'Help\u2060',
    });
  });
  it('gives a subject of invisible characters the default subject, as a blank one', () => {
    expect(contactSchema.parse({ ...valid, subject: '\u200b\u3164' }).subject).toBe('Website contact');
    expect(contactSchema.parse({ ...valid, subject: 'Billing\u200b' }).subject).toBe('Billing\u200b');
  });
  it('refuses text that reverses its own direction or piles accent marks out of its line', () => {
    const hidden = HIDDEN_FORMATTING_MESSAGE;
    expect(errors({ ...valid, name: 'Z' + '\u0302'.repeat(60), subject: 'Re: \u2067live\u2069', message: 'x\u202ereversed' })).toEqual({
      name: hidden,
      subject: hidden,
      message: hidden,
    });
    expect(contactSchema.parse({ ...valid, name: 'Trần Văn Nam', message: 'مرحبا\u200e 123' }).name).toBe('Trần Văn Nam');
  });
  it('enforces length limits with clear messages', () => {
    expect(errors({ ...valid, name: 'n'.repeat(121) })).toEqual({ name: 'Name is too long (120 characters at most).' });
    expect(errors({ ...valid, subject: 's'.repeat(201) })).toEqual({ subject: 'Subject is too long (200 characters at most).' });
    expect(errors({ ...valid, message: 'm'.repeat(5001) })).toEqual({ message: 'Message is too long (5000 characters at most).' });
    expect(errors({ ...valid, email: `${'e'.repeat(250)}@x.com` })).toEqual({
      email: 'Email address is too long (254 characters at most).',
    });
    expect(errors({ ...valid, message: 'm'.repeat(5000) })).toEqual({});
  });
  it('passes the honeypot through for the caller to judge', () => {
    const parsed = contactSchema.parse({ ...valid, website: 'http://spam.example' });
    expect(isHoneypotFilled(parsed)).toBe(true);
    expect(isHoneypotFilled(contactSchema.parse({ ...valid, website: ' ' }))).toBe(false);
    expect(isHoneypotFilled(contactSchema.parse(valid))).toBe(false);
  });
});
