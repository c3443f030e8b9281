import { describe, expect, it } from 'vitest';
import { mappedRow } from '../../test/mapped-row.ts';

const addressOf = (headers: string[], values: string[]) => mappedRow(headers, values).record.address;

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

describe('a street written over several lines (ADR 0329)', () => {
  it('gives the first line to the street, the next to the second line, and a last US place line to town, state and ZIP', () => {
    expect(addressOf(['Name', 'Address'], ['Ada Lee', '123 Main St\nSpringfield, IL 62704'])).toEqual({
      street: '123 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
    expect(addressOf(['Name', 'Home Address'], ['Ada Lee', '5 Oak Ave\r\nApt 2\r\nDayton OH 45402\r\nUnited States'])).toEqual({
      street: '5 Oak Ave',
      address2: 'Apt 2',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      country: 'United States',
    });
  });

  it('splits a CRM’s two-line street beside its own town, and never stores a line break', () => {
    const headers = ['Name', 'Mailing Street', 'Mailing City', 'Mailing State/Province'];
    expect(addressOf(headers, ['Ada Lee', '123 Main St\nSuite 400', 'Boston', 'MA'])).toEqual({
      street: '123 Main St',
      address2: 'Suite 400',
      city: 'Boston',
      state: 'MA',
    });
    // The row's own second line stays; the street's lines are joined after a comma.
    expect(addressOf(['Name', 'Street', 'Address 2', 'City'], ['Ada Lee', '123 Main St\nBldg C', 'Suite 4', 'Boston'])).toEqual({
      street: '123 Main St, Bldg C',
      address2: 'Suite 4',
      city: 'Boston',
    });
    // A whole address beside its own town's columns: its place and country lines are not a second line.
    expect(addressOf(['Name', 'Address', 'City', 'Zip'], ['Ada Lee', '123 Main St\nBoston, MA 02108\nUSA', 'Boston', '02108'])).toEqual({
      street: '123 Main St',
      city: 'Boston',
      zip: '02108',
      country: 'USA',
    });
    // A last line that is no US place is part of the street.
    expect(addressOf(['Name', 'Address'], ['Ada Lee', 'Hauptstraße 5\n10115 Berlin'])).toEqual({
      street: 'Hauptstraße 5',
      address2: '10115 Berlin',
    });
  });
});
