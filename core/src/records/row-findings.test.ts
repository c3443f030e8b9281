import { describe, expect, it } from 'vitest';
import { mapRow } from './field-aliases.ts';
import { describeFindings, FindingsCollector, rowSkipOf, type ReadFindings } from './row-findings.ts';
import { readDelimitedText } from './row-reader.ts';

/** What the console's preview reads: every row of the text, and the findings over all of them. */
function findingsOf(text: string): { findings: ReadFindings; people: string[] } {
  const read = readDelimitedText(text);
  const collector = new FindingsCollector(read.resolved);
  const people: string[] = [];
  read.rows.forEach((row, i) => {
    collector.add(row, read.rowNumbers[i]!);
    const rec = mapRow(read.resolved, row);
    if (!rowSkipOf(read.resolved, row, rec)) people.push(rec.fullName);
  });
  return { findings: collector.result(), people };
}

describe('rows that are not people', () => {
  it('skips an export’s totals and count lines, naming their rows', () => {
    const { findings, people } = findingsOf(
      'Name,Email,Phone,Salary\nQuinn Footer,quinn.footer@example.com,555-403-1111,100\nTotal,,,300\n\n"Exported 2 rows",,,\n',
    );
    expect(people).toEqual(['Quinn Footer']);
    expect(findings.skipped).toEqual([{ code: 'summary-line', count: 2, rows: [3, 5] }]);
    expect(describeFindings(findings)).toEqual([
      '2 rows are totals or summary lines (rows 3 and 5): they are skipped, not imported as people.',
    ]);
  });

  it('skips the header row of a second export pasted below the first', () => {
    const { findings, people } = findingsOf(
      'Name,E-mail,City\nAda Lovelace,ada@example.org,London\nname,EMAIL,city\nBob Roe,bob@example.org,Leeds\n',
    );
    expect(people).toEqual(['Ada Lovelace', 'Bob Roe']);
    expect(describeFindings(findings)).toEqual(['Row 3 repeats the header row: it is skipped, not imported as a person.']);
  });

  it('reads the other ways exports close a file', () => {
    for (const line of ['Grand Total,,', 'Totals:,,', 'Subtotal,,', 'Sub-total,,', 'SUM,,', '(3 rows affected),,', '2 records,,']) {
      expect(findingsOf(`Name,City,Salary\nAda Lovelace,London,1\n${line}\n`).people, line).toEqual(['Ada Lovelace']);
    }
  });

  it('keeps a person whose name is such a word when the row holds a contact', () => {
    const { findings, people } = findingsOf(
      'Name,Email,Phone,Street\nSum,sum@example.org,,\nTotal,,555-403-2222,\nTotal,,,1 Oak Street\nTotal Wine Smith,,,\nName Smith,,,\n',
    );
    expect(people).toEqual(['Sum', 'Total', 'Total', 'Total Wine Smith', 'Name Smith']);
    expect(findings.skipped).toEqual([]);
  });

  it('lists the first five rows of many and counts the rest', () => {
    const rows = Array.from({ length: 8 }, () => 'Name,City').join('\n');
    const { findings } = findingsOf(`Name,City\nAda Lovelace,London\n${rows}\n`);
    expect(describeFindings(findings)).toEqual([
      '8 rows repeat the header row (rows 3, 4, 5, 6, 7 and 3 more): they are skipped, not imported as people.',
    ]);
  });
});

describe('values left out', () => {
  it('a phone Excel wrote in scientific notation is no phone, and the preview says why', () => {
    const { findings } = findingsOf(
      'Name,Phone,Mobile\nAda Lovelace,1.55501E+10,555-403-1111\nBob Roe,"=""1,55501E+10""",\nCy Poe,555-403-3333,\nDi Fox,555-403-4444; 5.55403E+09,\n',
    );
    const read = readDelimitedText('Name,Phone\nAda Lovelace,1.55501E+10\nBob Roe,1.55501E+10; 555-403-2222\n');
    expect(read.rows.map((row) => mapRow(read.resolved, row).phones)).toEqual([[], ['555-403-2222']]);
    expect(findings.lostPhones).toEqual([{ column: 'Phone', count: 3, example: '1.55501E+10', rows: [2, 3, 5] }]);
    expect(describeFindings(findings)).toEqual([
      '3 values of “Phone” (rows 2, 3 and 5) are numbers in scientific notation, such as “1.55501E+10”: Excel lost their digits, so they are left out of the phones and kept only in each record’s original row.',
    ]);
  });
});

describe('unread dates over the whole file', () => {
  it('counts every row’s, listing the first few rows', () => {
    const people = Array.from({ length: 40 }, (_, i) => `Person ${i},${[27, 30, 31].includes(i) ? 'unknown' : '02/01/1980'}`);
    const { findings } = findingsOf(`Name,DOB\n${people.join('\n')}\n`);
    expect(findings.unreadDates).toEqual([{ column: 'DOB', count: 3, example: 'unknown', rows: [29, 32, 33] }]);
  });
});
