import { describe, expect, it } from 'vitest';
import { mapRow, resolveHeaders } from './field-aliases.ts';
import { describeColumnsReadByValues, describeFindings, describeUnreadStateColumn, describeValueFindings } from './finding-messages.ts';
import { readDelimitedText } from './read-whole.ts';
import { FindingsCollector, type ReadFindings } from './row-findings.ts';
import { isUsStateCode, stateCandidateColumns, stateColumnsToRead, withStateColumns } from './state-column.ts';

/** The findings of a whole read, as the console's preview collects them. */
function read(text: string): { findings: ReadFindings; resolved: ReturnType<typeof resolveHeaders>; rows: string[][] } {
  const whole = readDelimitedText(text);
  const collector = new FindingsCollector(whole.resolved);
  whole.rows.forEach((row, i) => collector.add(row, whole.rowNumbers[i]!));
  return { findings: collector.result(), resolved: whole.resolved, rows: whole.rows };
}

const MAILING_LIST =
  'Name,Address,City,ST,Zip\nAda Byrne,1 Elm St,Salem,MA,01970\nBo Chen,9 Oak Ave,Dover,de,19901\nCy Diaz,,Reno,,89501\nDi Eng,,Reno,\\N,89501\nEd Fox,,Reno,"=""NV""",89501\n';

describe('a column headed only "ST" (ADR 0322)', () => {
  it('is read as the state when every value of the whole file is a US state code', () => {
    const { findings, resolved, rows } = read(MAILING_LIST);
    expect(resolved.ignored).toEqual(['ST']);
    expect(findings.stateColumns).toEqual([{ column: 'ST', index: 3, count: 3, example: 'MA', rows: [2, 3, 6] }]);
    expect(stateColumnsToRead(findings)).toEqual([3]);
    const withState = withStateColumns(resolved, [3]);
    if ('notAStateColumn' in withState) throw new Error('refused');
    expect(withState.recognized).toEqual(['Name', 'Address', 'City', 'ST', 'Zip']);
    expect(withState.ignored).toEqual([]);
    // As written: the letter case is the file's.
    expect(rows.map((row) => mapRow(withState, row).address.state)).toEqual(['MA', 'de', undefined, undefined, 'NV']);
    // The headers resolved for the other rows are left as they were.
    expect(resolved.ignored).toEqual(['ST']);
    expect(describeValueFindings(findings)).toEqual([]);
    expect(describeColumnsReadByValues(findings)).toEqual([
      'All 3 values of “ST” (rows 2, 3 and 6) are US state codes such as “MA”, and the column holds nothing else: it is read as the state.',
    ]);
    expect(describeFindings(findings)).toEqual([]);
    expect(describeUnreadStateColumn(findings.stateColumns[0]!)).toContain('the command line does not read a column named only “ST”');
  });

  it('is left unread when it holds a street type beside codes that are also states ("CT", Court)', () => {
    const { findings } = read('House No,Street,ST,City\n12,Oak,CT,Salem\n4,Elm,AVE,Salem\n9,Pine,CT,Dover\n');
    expect(findings.stateColumns).toEqual([
      { column: 'ST', index: 2, count: 2, example: 'CT', rows: [2, 4], other: { count: 1, example: 'AVE', row: 3 } },
    ]);
    expect(stateColumnsToRead(findings)).toEqual([]);
    expect(describeColumnsReadByValues(findings)).toEqual([]);
    expect(describeValueFindings(findings)).toEqual(describeFindings(findings));
    expect(describeFindings(findings)).toEqual([
      '2 values of “ST” (rows 2 and 4) are US state codes such as “CT”, but it also holds another value, such as “AVE” (row 3): a column named only “ST” may be a street type, so it is read as the state only when every value is a state code. Its values are kept only in each record’s original row. If it is the state, name the column “State” in the file and import it again.',
    ]);
  });

  it('is no candidate beside a state column, beside a second "ST", or in a file of two addresses', () => {
    expect(stateCandidateColumns(resolveHeaders(['Name', 'State', 'ST']))).toEqual([]);
    expect(stateCandidateColumns(resolveHeaders(['Name', 'ST', 'st']))).toEqual([]);
    expect(stateCandidateColumns(resolveHeaders(['Name', 'Billing City', 'Shipping City', 'ST']))).toEqual([]);
    expect(stateCandidateColumns(resolveHeaders(['Name', 'City', ' st ']))).toMatchObject([{ index: 2 }]);
    expect(read('Name,City,State,ST\nAda Byrne,Salem,MA,MA\n').findings.stateColumns).toEqual([]);
  });

  it('refuses to read any other column as the state', () => {
    const resolved = resolveHeaders(['Name', 'City', 'ST']);
    expect(withStateColumns(resolved, [0])).toEqual({ notAStateColumn: 0 });
    expect(withStateColumns(resolved, [7])).toEqual({ notAStateColumn: 7 });
    expect(withStateColumns(resolved, [])).toBe(resolved);
  });

  it('knows the USPS codes, in any letter case, and nothing else', () => {
    expect(['MA', 'ma', 'Dc', 'PR', 'AE'].every(isUsStateCode)).toBe(true);
    expect(['ST', 'AVE', 'XX', 'M', 'MAS', 'Massachusetts', ''].some(isUsStateCode)).toBe(false);
  });
});
