import { describe, expect, it } from 'vitest';
import { mapRow, resolveHeaders } from './field-aliases.ts';

const addressOf = (headers: string[], values: string[]) => mapRow(resolveHeaders(headers), values).address;

describe('a whole US address in one cell (ADR 0324)', () => {
  it('is split into street, town, state and ZIP code', () => {
    expect(addressOf(['Name', 'Address'], ['Ada Lee', '12 Elm St, Somerville, MA 02143'])).toEqual({
      street: '12 Elm St',
      city: 'Somerville',
      state: 'MA',
      zip: '02143',
    });
    expect(addressOf(['Name', 'Full Address'], ['Ada Lee', '12 Elm St Apt 4, Somerville MA. 02143-1234'])).toEqual({
      street: '12 Elm St Apt 4',
      city: 'Somerville',
      state: 'MA',
      zip: '02143-1234',
    });
    expect(addressOf(['Name', 'Mailing Address'], ['Ada Lee', '12 Elm St, Unit 4, St. Paul, mn 55101, USA'])).toEqual({
      street: '12 Elm St, Unit 4',
      city: 'St. Paul',
      state: 'mn',
      zip: '55101',
      country: 'USA',
    });
  });

  it('is left whole when it does not end as a US address does, or the row has a place of its own', () => {
    for (const line of [
      '12 Elm St, Somerville',
      'Hauptstraße 5, 10115 Berlin',
      '10 Downing St, London, SW1A 2AA',
      '12 Elm St, Somerville, XX 02143',
      '12 Elm St, Somerville, MA 2143',
      'PO Box 12, MA 02143',
    ]) {
      expect(addressOf(['Name', 'Address'], ['Ada Lee', line]), line).toEqual({ street: line });
    }
    expect(addressOf(['Name', 'Address', 'City'], ['Ada Lee', '12 Elm St, Somerville, MA 02143', 'Boston'])).toEqual({
      street: '12 Elm St, Somerville, MA 02143',
      city: 'Boston',
    });
  });
});
