import { describe, expect, it } from 'vitest';
import { dateOrderOfValue } from './dob.ts';
import { describeDateReadings, describeUnfollowedDateOrder } from './date-findings.ts';
import { followingDateOrder } from './date-order-evidence.ts';
import { dateReadingLabel, mapRow, withDateOrder } from './field-aliases.ts';
import { FindingsCollector } from './row-findings.ts';
import { readDelimitedText } from './read-whole.ts';

const today = new Date(2026, 10, 30);

/** The console's read of a whole text: its headers, the findings over every row, as the preview follows them. */
function consoleRead(text: string) {
  const read = readDelimitedText(text);
  const resolved = { ...read.resolved, today };
  const collector = new FindingsCollector(resolved);
  read.rows.forEach((row, i) => collector.add(row, read.rowNumbers[i]!));
  const found = collector.result();
  const followed = followingDateOrder(found, resolved);
  const order = followed.dateOrder?.read ? followed.dateOrder.order : undefined;
  const readAs = order ? withDateOrder(resolved, order, 'values') : resolved;
  return { found, followed, label: dateReadingLabel(readAs), dobs: read.rows.map((row) => mapRow(readAs, row).dob) };
}

describe('which order can read a date (ADR 0317)', () => {
  it.each([
    ['31/12/1980', 'day-first'],
    ['25-06-1990', 'day-first'],
    ['31/12/1980 0:00', 'day-first'],
    ['25/06/90', 'day-first'],
    ['12/31/1980', 'month-first'],
    ['6-25-90', 'month-first'],
    ['01/02/1975', 'either'],
    ['04/03/85', 'either'],
  ] as const)('%s: %s', (value, order) => expect(dateOrderOfValue(value)).toBe(order));

  it.each(['05/05/1980', '1980-12-31', '31.12.1980', '04.03.85', '31121980', '12 Mar 1980', '13/13/1980', '31/02/1980', 'unknown'])(
    '%s: neither tells',
    (value) => expect(dateOrderOfValue(value)).toBeUndefined(),
  );
});

describe('the order a file’s own dates show (ADR 0317)', () => {
  it('reads an English-headed file day first when its dates can only be day first, and says so', () => {
    const { followed, label, dobs } = consoleRead(
      'Name,Email,DOB\nAda Lee,ada@example.co.uk,31/12/1980\nBob Roe,bob@example.co.uk,01/02/1975\nCy Poe,cy@example.co.uk,04/03/85\n',
    );
    expect(dobs).toEqual(['1980-12-31', '1975-02-01', '1985-03-04']);
    expect(label).toBe('day first, as 31/12/1980 (the file’s own dates are written so)');
    expect(followed.dateOrder).toEqual({
      order: 'day-first',
      shownBy: { column: 'DOB', count: 1, example: '31/12/1980', rows: [2] },
      either: {
        column: 'DOB',
        count: 2,
        example: '01/02/1975',
        rows: [3],
        readAs: { 'day-first': '1975-02-01', 'month-first': '1975-01-02' },
      },
      read: true,
    });
    // The two-digit year's example is told as the import reads it: day first.
    expect(followed.twoDigitYears[0]).toMatchObject({ example: '04/03/85', readAs: '1985-03-04' });
    expect(describeDateReadings(followed)[0]).toBe(
      'One date of the file can only be read day first, such as “31/12/1980” in “DOB” (row 2), and none only month first: the file writes its dates day first, whatever its column names’ language. Its 2 dates that read both ways are read day first too, such as “01/02/1975” in “DOB” (row 3), 1975-02-01 and not 1975-01-02.',
    );
  });

  it('tells the command line, which read them month first, how to read them as written', () => {
    const { found } = consoleRead('Name,DOB\nAda Lee,31/12/1980\nBob Roe,01/02/1975\n');
    expect(found.dateOrder?.read).toBeUndefined();
    expect(describeUnfollowedDateOrder(found.dateOrder!)).toBe(
      'One date of the file can only be read day first, such as “31/12/1980” in “DOB” (row 2), and none only month first: the file writes its dates day first, but its one date that reads both ways was read month first, such as “01/02/1975” in “DOB” (row 3), 1975-01-02 and not 1975-02-01. To read them day first, delete this batch and import the file again with --date-order day-first, or import it in the console.',
    );
  });

  it('reads a French-headed file month first when its dates can only be month first', () => {
    const { followed, dobs } = consoleRead('Nom,Prénom,Date de naissance\nLee,Ada,12/31/1980\nRoe,Bob,02/01/1975\n');
    expect(followed.dateOrder).toMatchObject({ order: 'month-first', read: true });
    expect(dobs).toEqual(['1980-12-31', '1975-02-01']);
  });

  it('says the order without a date that reads both ways, in any date column', () => {
    const { followed, dobs } = consoleRead('Name,DOB,Date added\nAda Lee,1980-12-31,25/06/2024\nBob Roe,05/05/1975,\n');
    expect(followed.dateOrder).toEqual({
      order: 'day-first',
      shownBy: { column: 'Date added', count: 1, example: '25/06/2024', rows: [2] },
      read: true,
    });
    expect(dobs).toEqual(['1980-12-31', '1975-05-05']);
    expect(describeDateReadings(followed)[0]).toBe(
      'One date of the file can only be read day first, such as “25/06/2024” in “Date added” (row 2), and none only month first: the file writes its dates day first, whatever its column names’ language, and they are read so.',
    );
  });

  it('keeps the headers’ order where the dates show both, or agree with it, or a column’s name gives it', () => {
    const mixed = consoleRead('Name,DOB\nAda Lee,31/12/1980\nBob Roe,12/31/1975\nCy Poe,01/02/1975\n');
    expect(mixed.found.dateOrder).toBeUndefined();
    expect(mixed.dobs).toEqual(['1980-12-31', '1975-12-31', '1975-01-02']);
    // Both ways in one file: the dates that read both ways may be wrong, and the preview says so.
    expect(describeDateReadings(mixed.followed)).toEqual([
      'The file writes its dates both ways: “31/12/1980” in “DOB” (row 2) can only be read day first, and “12/31/1975” in “DOB” (row 3) only month first. Its one date that reads both ways, such as “01/02/1975” in “DOB” (row 4), is read month first (1975-01-02) and may be wrong: check it against the file, or import its parts from each source apart.',
    ]);
    expect(consoleRead('Name,DOB\nAda Lee,31/12/1980\nBob Roe,12/31/1975\n').found.mixedDateOrders).toBeUndefined();
    expect(consoleRead('Name,DOB\nAda Lee,12/31/1980\nBob Roe,01/02/1975\n').found.dateOrder).toBeUndefined();
    const named = consoleRead('Name,DOB (MM/DD/YYYY)\nAda Lee,31/12/1980\nBob Roe,01/02/1975\n');
    expect(named.found.dateOrder).toBeUndefined();
    expect(named.label).toBe('month first, as 12/31/1980 (as a column’s name says)');
    expect(named.dobs).toEqual(['1980-12-31', '1975-01-02']);
  });
});
