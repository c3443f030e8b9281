import { describe, expect, it } from 'vitest';
import { contactMailto, INCIDENT_SUBJECT, subjectFromQuery } from './mailto';

describe('contactMailto', () => {
  it('prefills subject and body with the message and who wrote it', () => {
    const url = contactMailto('help@breachwatch.example', {
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Card & PIN',
      message: 'Line one\nLine two',
    });
    expect(url.startsWith('mailto:help@breachwatch.example?')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('subject')).toBe('Card & PIN');
    expect(params.get('body')).toBe('Line one\nLine two\n\nAda\nada@example.org');
    expect(url).not.toContain('+');
  });

  it('uses the default subject when none was given', () => {
    const params = new URL(contactMailto('a@b.example', { name: '', email: '', subject: ' ', message: 'Hi' })).searchParams;
    expect(params.get('subject')).toBe('Website contact');
    expect(params.get('body')).toBe('Hi');
  });
});

describe('subjectFromQuery', () => {
  it('maps the incident link to the incident subject and keeps other subjects short', () => {
    expect(subjectFromQuery('incident')).toBe(INCIDENT_SUBJECT);
    expect(subjectFromQuery(null)).toBe('');
    expect(subjectFromQuery('x'.repeat(300))).toHaveLength(200);
  });
});
