import { describe, it, expect } from 'vitest';
import { inferWorkEmail, inferWorkInfo, isFreeMailDomain, summarizeWorkArea } from './work-email.ts';

describe('isFreeMailDomain', () => {
  it('matches the providers of spec §5 and their domain families', () => {
    for (const d of [
      'gmail.com',
      'googlemail.com',
      'yahoo.com',
      'yahoo.co.uk',
      'yahoo.com.br',
      'outlook.com',
      'outlook.fr',
      'hotmail.com',
      'hotmail.co.uk',
      'live.com',
      'icloud.com',
      'me.com',
      'aol.com',
      'proton.me',
      'protonmail.com',
      'pm.me',
      'yandex.ru',
      'yandex.com',
      'zoho.com',
      'zohomail.eu',
      'GMAIL.COM',
    ]) {
      expect(isFreeMailDomain(d), d).toBe(true);
    }
  });
  it('matches the large providers of other countries and internet providers by their whole domain', () => {
    for (const d of [
      'mail.ru',
      'web.de',
      'gmx.net',
      'orange.fr',
      'qq.com',
      '163.com',
      'naver.com',
      'comcast.net',
      'sbcglobal.net',
      'Mail.RU.',
    ]) {
      expect(isFreeMailDomain(d), d).toBe(true);
    }
  });
  it('does not match company domains that merely contain a brand', () => {
    for (const d of [
      'acme.com',
      'gmail.acme.com',
      'mygmail.com',
      'company.me',
      'me.acme.com',
      'hospital.org',
      // the brand words of whole-domain providers begin company domains too
      'mail.acme.com',
      'web.com',
      'orange-clinic.fr',
      'free.org',
      'corp.mail.ru',
    ]) {
      expect(isFreeMailDomain(d), d).toBe(false);
    }
  });
});

describe('inferWorkEmail', () => {
  it('returns the first non-free-mail address', () => {
    expect(inferWorkEmail(['jane@gmail.com', 'jane.doe@acme-health.org', 'jd@other.com'])).toBe('jane.doe@acme-health.org');
  });
  it('does not call an address at a large provider of another country a work address', () => {
    expect(inferWorkEmail(['olga.petrova@mail.ru', 'wang.fang@qq.com', 'hans@web.de'])).toBeUndefined();
  });
  it('nor one at a smaller personal mail service, whose domain is still not free mail', () => {
    expect(inferWorkEmail(['anna@posteo.de', 'ben@fastmail.com'])).toBeUndefined();
    expect(isFreeMailDomain('posteo.de')).toBe(false);
  });
  it('is undefined when all addresses are free mail or invalid', () => {
    expect(inferWorkEmail(['a@yahoo.co.uk', 'b@proton.me', 'not-an-email', ''])).toBeUndefined();
  });
});

describe('summarizeWorkArea', () => {
  it('combines job title, department, employer and location', () => {
    expect(summarizeWorkArea({ jobTitle: 'Nurse', department: 'ICU', employer: 'Acme Health', location: 'Boston' })).toBe(
      'Nurse, ICU at Acme Health (Boston)',
    );
    expect(summarizeWorkArea({ employer: 'Acme' })).toBe('Acme');
    expect(summarizeWorkArea({ department: 'Billing' })).toBe('Billing');
    expect(summarizeWorkArea({})).toBeUndefined();
  });
  it('bundles both in inferWorkInfo', () => {
    expect(inferWorkInfo({ emails: ['x@acme.com'], employment: { employer: 'Acme' } })).toEqual({
      workEmail: 'x@acme.com',
      workArea: 'Acme',
    });
    expect(inferWorkInfo({ emails: ['x@gmail.com'], employment: {} })).toEqual({});
  });
});
