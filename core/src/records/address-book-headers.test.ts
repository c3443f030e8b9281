// Address books' exports (ADR 0325, ADR 0329): Outlook's contacts CSV and Google Contacts' CSV.
// Before, Outlook's home address and second email and every Google email, phone and address were
// left unread.
import { describe, expect, it } from 'vitest';
import { mappedRow } from '../../test/mapped-row.ts';
import { addressReadingLabel } from './field-aliases.ts';

const read = mappedRow;

describe('an address book’s export', () => {
  it('reads Outlook’s home address, never the business one, and every email', () => {
    const headers = ['First Name', 'Last Name', 'E-mail Address', 'E-mail 2 Address', 'Home Phone', 'Home Street', 'Home Street 2'].concat([
      'Home City',
      'Home State',
      'Home Postal Code',
      'Home Country',
      'Business Street',
      'Business City',
      'Business Postal Code',
    ]);
    const values = ['John', 'Doe', 'john@mail.example', 'jd@mail.example', '(617) 555-0100', '12 Elm St', 'Apt 4', 'Boston', 'MA', '02108'];
    const { resolved, record } = read(headers, [...values, 'United States', '1 Corporate Way', 'Cambridge', '02139']);
    expect(resolved.ignored).toEqual(['Business Street', 'Business City', 'Business Postal Code']);
    expect(record.emails).toEqual(['john@mail.example', 'jd@mail.example']);
    expect(record.address).toEqual({
      street: '12 Elm St',
      address2: 'Apt 4',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
      country: 'United States',
    });
  });

  it('reads Google Contacts’ numbered emails, phones, first address and organization', () => {
    const headers = [
      'Name',
      'Given Name',
      'Additional Name',
      'Family Name',
      'E-mail 1 - Type',
      'E-mail 1 - Value',
      'Phone 1 - Value',
    ].concat([
      'Address 1 - Formatted',
      'Address 1 - Street',
      'Address 1 - City',
      'Address 1 - Region',
      'Address 1 - Postal Code',
      'Address 2 - Street',
      'Address 2 - City',
      'Organization 1 - Name',
      'Organization 1 - Title',
    ]);
    const values = [
      'John Doe',
      'John',
      'Q',
      'Doe',
      '* Home',
      'john@mail.example',
      '+1 617-555-0101',
      '12 Elm St\nBoston, MA 02108',
      '12 Elm St',
    ];
    const { resolved, record } = read(headers, [...values, 'Boston', 'MA', '02108', '1 Corporate Way', 'Cambridge', 'Acme', 'Engineer']);
    expect(resolved.ignored).toEqual(['E-mail 1 - Type']);
    expect(record.fullName).toBe('John Q Doe');
    expect(record.emails).toEqual(['john@mail.example']);
    expect(record.phones).toEqual(['+1 617-555-0101']);
    // The formatted address's place line repeats the city's columns: no second line of it.
    expect(record.address).toEqual({ street: '12 Elm St', city: 'Boston', state: 'MA', zip: '02108' });
    expect(record.employment).toEqual({ employer: 'Acme', jobTitle: 'Engineer' });
    // The second address only when the first is empty, never mixed with it.
    const second = read(headers, ['Ann Roe', 'Ann', '', 'Roe', '', '', '', '', '', '', '', '', '9 Oak Ave', 'Salem', '', '']);
    expect(second.record.address).toEqual({ street: '9 Oak Ave', city: 'Salem' });
    expect(addressReadingLabel(resolved)).toBe(
      'the first address columns (“Address 1 - Formatted”, …) first, else the second address columns (“Address 2 - Street”, …); never parts of two',
    );
  });

  it('reads "Region" as a state only after a set’s prefix', () => {
    expect(read(['Name', 'Region', 'City'], ['Ann Roe', 'EMEA', 'Paris']).resolved.ignored).toEqual(['Region']);
  });
});
