import { describe, it, expect } from 'vitest';
import { defangUrl } from './defang.ts';

describe('defangUrl', () => {
  it('rewrites the scheme and the dots of the host only', () => {
    expect(defangUrl('https://example.com/path')).toBe('hxxps://example[.]com/path');
    expect(defangUrl('http://a.b.example.co.uk/x.php?f=a.b#c.d')).toBe('hxxp://a[.]b[.]example[.]co[.]uk/x.php?f=a.b#c.d');
    expect(defangUrl('HTTPS://Example.com')).toBe('hxxps://Example[.]com');
  });
  it('handles hosts without scheme, ports and IPs', () => {
    expect(defangUrl('pastebin.com/raw/abc')).toBe('pastebin[.]com/raw/abc');
    expect(defangUrl('http://10.0.0.1:8080/a')).toBe('hxxp://10[.]0[.]0[.]1:8080/a');
  });
  it('is idempotent and tolerates empty input', () => {
    const once = defangUrl('https://example.com/a.b');
    expect(defangUrl(once)).toBe(once);
    expect(defangUrl('')).toBe('');
    expect(defangUrl(undefined)).toBe('');
  });
  it('leaves other schemes named as they are', () => {
    expect(defangUrl('ftp://files.example.org/dump.zip')).toBe('ftp://files[.]example[.]org/dump.zip');
  });
});
