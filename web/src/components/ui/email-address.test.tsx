import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailAddressParts } from './email-address';

describe('EmailAddress', () => {
  it('may wrap after the @ and before each dot of the domain, never at a hyphen', () => {
    expect(emailAddressParts('privacy-requests@breachwatch-support.example')).toEqual([
      'privacy-requests@',
      'breachwatch-support',
      '.example',
    ]);
    expect(emailAddressParts('help@mail.breachwatch.example')).toEqual(['help@', 'mail', '.breachwatch', '.example']);
    expect(emailAddressParts('not-an-address')).toEqual(['not-an-address']);
  });

  it('reads as the address itself, in a link and to a screen reader', () => {
    const address = 'privacy-requests@breachwatch-support.example';
    render(
      <a href={`mailto:${address}`}>
        <EmailAddress address={address} />
      </a>,
    );
    const link = screen.getByRole('link', { name: address });
    expect(link.textContent).toBe(address);
    expect(link.querySelectorAll('wbr')).toHaveLength(2);
  });
});
