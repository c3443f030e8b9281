import { describe, expect, it } from 'vitest';
import { defangHost, leakSourceName, maskCard, maskEmailHint, maskIdentifier } from './masks.ts';

describe('maskEmailHint', () => {
  it('keeps the first character and the domain of free mail, else its first character and last label', () => {
    expect(maskEmailHint('maria.delgado@northwind-health.example')).toBe('m***@n***.example');
    expect(maskEmailHint('Jo@Gmail.com')).toBe('j***@gmail.com');
    expect(maskEmailHint('mdelgado84@yahoo.co.uk')).toBe('m***@yahoo.co.uk');
    expect(maskEmailHint('not-an-email')).toBeUndefined();
  });
  it('shows a domain stored in ASCII in its own script, with no more of it than an ASCII domain shows', () => {
    expect(maskEmailHint('olga@xn--e1afmkfd.xn--p1ai')).toBe('o***@п***.рф');
    expect(maskEmailHint('olga@пример.рф')).toBe('o***@п***.рф');
    expect(maskEmailHint('hans@xn--mller-kva.de')).toBe('h***@m***.de');
    // not IDNA: shown as stored
    expect(maskEmailHint('x@xn--abc.example')).toBe('x***@x***.example');
  });
  it('keeps a first character outside the Basic Multilingual Plane whole', () => {
    expect(maskEmailHint('𝒶lice@example.com')).toBe('𝒶***@e***.com');
    expect(maskEmailHint('li@𠀋𠀌.example')).toBe('l***@𠀋***.example');
  });
  it('shows the whole domain of a provider millions use, and only the first letter of a smaller one', () => {
    expect(maskEmailHint('olga.petrova@mail.ru')).toBe('o***@mail.ru');
    expect(maskEmailHint('anna@posteo.de')).toBe('a***@p***.de');
  });
  it('never shows the length of the address', () => {
    expect(maskEmailHint('a@x.example')).toBe(maskEmailHint('abcdefghijklmnop@xylophone-factory.example'));
  });
});

describe('maskCard and maskIdentifier', () => {
  it('shows at most the last four digits of a card', () => {
    expect(maskCard('4000 0012 3456 7899')).toBe('**** 7899');
    expect(maskCard('1234')).toBe('****');
  });
  it('shows no digits of a card number Excel wrote in scientific notation', () => {
    // "4.11111E+15" keeps six digits of sixteen: "**** 1115" named digits of no card.
    expect(maskCard('4.11111E+15')).toBe('****');
    expect(maskCard('5,10511E+15')).toBe('****');
  });
  it('shows the last 2 characters of an identifier, nothing of a short one', () => {
    expect(maskIdentifier('NW-10001')).toBe('******01');
    expect(maskIdentifier('1234')).toBe('****');
  });
});

describe('defangHost', () => {
  it('keeps only the host, defanged', () => {
    expect(defangHost('https://paste.example/raw/abc?x=1#y')).toBe('hxxps://paste[.]example');
    expect(defangHost('http://user:pw@Leaks.Example:8080/dump')).toBe('hxxp://leaks[.]example');
    expect(defangHost('hxxps://leaks[.]example/test')).toBe('hxxps://leaks[.]example');
    expect(defangHost('leaks.example/path')).toBe('leaks[.]example');
    expect(defangHost('')).toBeUndefined();
  });
});

describe('leakSourceName', () => {
  it('names a source that is only a link by its defanged host', () => {
    expect(leakSourceName('https://paste.example/raw/abc123')).toBe('hxxps://paste[.]example');
  });
  it('defangs every link inside a name, keeping the rest of it', () => {
    expect(leakSourceName('Acme dump at https://paste.example/raw/xyz789, reset now: www.evil.example/login.')).toBe(
      'Acme dump at hxxps://paste[.]example, reset now: www[.]evil[.]example.',
    );
    expect(leakSourceName('Posted to evil.example/verify?u=1 (mirror: hxxp://b.example/x)')).toBe(
      'Posted to evil[.]example (mirror: hxxp://b[.]example)',
    );
  });
  it('leaves a name without links as it is, a bare domain and an address included', () => {
    expect(leakSourceName('Acme HR leak')).toBe('Acme HR leak');
    expect(leakSourceName('LinkedIn.com 2012')).toBe('LinkedIn.com 2012');
    expect(leakSourceName('Sent by leaks@acme.example/ops')).toBe('Sent by leaks@acme.example/ops');
  });
});
