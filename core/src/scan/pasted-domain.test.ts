import { describe, expect, it } from 'vitest';
import { isInternationalDomainName } from '../schemas/formats.ts';
import { domainFromWebAddress } from './pasted-domain.ts';

describe('domainFromWebAddress', () => {
  it.each([
    ['https://www.northwind-health.example/about', 'northwind-health.example'],
    ['http://northwind-health.example', 'northwind-health.example'],
    ['  HTTPS://Mail.Contoso.Example:8443/owa/?x=1#top ', 'Mail.Contoso.Example'],
    ['www.contoso.example', 'contoso.example'],
    ['www2.contoso.example/', 'contoso.example'],
    ['contoso.example/careers', 'contoso.example'],
    ['https://jane@intranet.contoso.example/', 'intranet.contoso.example'],
    ['https://bücher.example/', 'bücher.example'],
    ['https://contoso.example./', 'contoso.example'],
  ])('takes the domain of %s', (value, domain) => {
    expect(domainFromWebAddress(value)).toBe(domain);
    expect(isInternationalDomainName(domain)).toBe(true);
  });

  it.each([
    'contoso.example',
    'www.example',
    'jane@contoso.example',
    'ftp://files.contoso.example/',
    'javascript:alert(1)',
    'https://',
    'contoso example/about',
    '',
  ])('leaves %j to the field rule', (value) => {
    expect(domainFromWebAddress(value)).toBeUndefined();
  });
});
