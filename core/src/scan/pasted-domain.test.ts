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
    // What follows "?" or "#" is the query or fragment, never a user part: the host is before it,
    // as the browser reads the address, not a domain hidden after an "@" in the query.
    ['https://northwind-health.example?@contoso.example/', 'northwind-health.example'],
    ['https://northwind-health.example/#@contoso.example', 'northwind-health.example'],
    ['northwind-health.example#@contoso.example', 'northwind-health.example'],
    ['https://jane:secret@intranet.contoso.example/', 'intranet.contoso.example'],
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
    // A browser reads "\\" as "/" here: the host is northwind-health.example, not contoso.example.
    'https://northwind-health.example\\@contoso.example/',
    '',
  ])('leaves %j to the field rule', (value) => {
    expect(domainFromWebAddress(value)).toBeUndefined();
  });
});
