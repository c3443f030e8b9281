import { render, screen } from '@testing-library/react';
import { FindingsCollector, readDelimitedText } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { PreviewTable } from './preview-table';

describe('PreviewTable', () => {
  it('says a French file’s dates are read day first, before anything is stored', () => {
    render(<PreviewTable headers={['Nom', 'Prénom', 'Date de naissance']} rows={[['Martin', 'Léa', '12/03/1980']]} totalRows={1} />);
    expect(screen.getByText('Dates read:').parentElement).toHaveTextContent(/day first, as 31\/12\/1980/);
  });

  it('lists a dump’s password, bank and SSN-last-four columns as recognised, not ignored (ADR 0306)', () => {
    render(
      <PreviewTable
        headers={['name', 'email', 'password', 'ssn_last4', 'bank_account', 'routing_number', 'BIC']}
        rows={[['Pwtest Person', 'pw.test@probe2.example', 'Summer2024!', '4321', '000123456789', '021000021', 'CHASUS33']]}
        totalRows={1}
      />,
    );
    expect(screen.getByText('Recognised columns:').parentElement).toHaveTextContent(
      'Recognised columns: name, email, password, ssn_last4, bank_account, routing_number',
    );
    expect(screen.getByText('Ignored columns:').parentElement).toHaveTextContent(/^Ignored columns: BIC$/);
  });

  it('lists a dump’s national ID columns as recognised, not ignored (ADR 0302)', () => {
    render(
      <PreviewTable
        headers={['Nombre', 'Apellidos', 'DNI', 'N° Sécu', 'Talla']}
        rows={[['Ana', 'García', '12345678Z', '1 85 05 78 006 084 36', 'M']]}
        totalRows={1}
      />,
    );
    expect(screen.getByText('Recognised columns:').parentElement).toHaveTextContent('Recognised columns: Nombre, Apellidos, DNI, N° Sécu');
    expect(screen.getByText('Ignored columns:').parentElement).toHaveTextContent(/^Ignored columns: Talla$/);
  });

  it('says which set of address columns a voter roll’s addresses are read from, and that none is mixed (ADR 0325)', () => {
    render(
      <PreviewTable
        headers={['LAST_NAME', 'FIRST_NAME', 'RESIDENTIAL_ADDRESS1', 'RESIDENTIAL_CITY', 'MAILING_ADDRESS1', 'MAILING_CITY']}
        rows={[['DOE', 'JOHN', '123 MAIN ST', 'COLUMBUS', 'PO BOX 9', 'DAYTON']]}
        totalRows={1}
      />,
    );
    expect(screen.getByText('Addresses read:').parentElement).toHaveTextContent(
      'Addresses read: the residence columns (“RESIDENTIAL_ADDRESS1”, …) first, else the mailing columns (“MAILING_ADDRESS1”, …); never parts of two',
    );
  });

  it('says nothing of address sets for a file with one', () => {
    render(<PreviewTable headers={['Name', 'Address', 'City']} rows={[['Ann Lee', '5 Oak Ave', 'Dayton']]} totalRows={1} />);
    expect(screen.queryByText('Addresses read:')).toBeNull();
  });

  it('says an English file’s dates are read month first', () => {
    render(<PreviewTable headers={['First Name', 'Last Name', 'DOB']} rows={[['Ann', 'Lee', '12/03/1980']]} totalRows={1} />);
    expect(screen.getByText('Dates read:').parentElement).toHaveTextContent(/month first, as 12\/31\/1980/);
  });

  it('says which date values the import cannot read, before anything is stored', () => {
    render(
      <PreviewTable
        headers={['Name', 'DOB']}
        rows={[
          ['Ann Lee', '29252'],
          ['Bob Roe', '02/01/1980 12:00:00 AM'],
          ['Cy Poe', 'unknown'],
        ]}
        totalRows={3}
      />,
    );
    expect(screen.getByText('Some dates cannot be read').parentElement).toHaveTextContent(
      '2 values of “DOB” in these rows are not a date the import can read (such as “29252”): they are kept only in each record’s original row, not as its date.',
    );
  });

  it('says nothing about unread dates when every date reads', () => {
    render(<PreviewTable headers={['Name', 'DOB']} rows={[['Ann Lee', '2/1/1980 0:00']]} totalRows={1} />);
    expect(screen.queryByText('Some dates cannot be read')).toBeNull();
  });

  it('says which email cells give no address, before anything is stored (ADR 0262)', () => {
    const read = readDelimitedText('Name,Email\nAnn Lee,ann lee@example.org\nBob Roe,bob@example.org / roe@example.org\n');
    const findings = new FindingsCollector(read.resolved);
    read.rows.forEach((row, i) => findings.add(row, read.rowNumbers[i]!));
    render(<PreviewTable headers={read.headers} rows={read.rows} totalRows={read.dataRows} findings={findings.result()} />);
    expect(screen.getByLabelText('Left out')).toHaveTextContent(
      'One value of “Email” (row 2) is not an email address the import can read (such as “ann lee@example.org”): it is left out of the emails and kept only in each record’s original row.',
    );
  });

  it('names the piece of an email cell that gives no address beside the one it gives (ADR 0272)', () => {
    const read = readDelimitedText('Name,Email\nAnn Lee,"ann@example.org; john smith@example.org"\n');
    const findings = new FindingsCollector(read.resolved);
    read.rows.forEach((row, i) => findings.add(row, read.rowNumbers[i]!));
    render(<PreviewTable headers={read.headers} rows={read.rows} totalRows={read.dataRows} findings={findings.result()} />);
    expect(screen.getByLabelText('Left out')).toHaveTextContent(
      'One value of “Email” (row 2) is not an email address the import can read (such as “john smith@example.org”): it is left out of the emails and kept only in each record’s original row.',
    );
  });

  it('names names that look decoded twice, with what they were, before anything is stored (ADR 0289)', () => {
    const read = readDelimitedText('Name,Email\nJosÃ© MÃ¼ller,jose@example.org\nAda Lee,ada@example.org\n');
    const findings = new FindingsCollector(read.resolved);
    read.rows.forEach((row, i) => findings.add(row, read.rowNumbers[i]!));
    render(<PreviewTable headers={read.headers} rows={read.rows} totalRows={read.dataRows} findings={findings.result()} />);
    expect(screen.getByLabelText('Decoded twice')).toHaveTextContent(
      'One value of “Name” (row 2) looks like text decoded twice, such as “JosÃ© MÃ¼ller” for “José Müller”',
    );
    expect(screen.queryByLabelText('Left out')).toBeNull();
  });

  it('says a column named year-day-month is read so, and which birth dates were read as the next day (ADR 0273)', () => {
    const read = readDelimitedText('Name,DOB (YYYY-DD-MM),Birth Date\nAnn Lee,1985-03-04,1985-03-03T23:00:00Z\n');
    const findings = new FindingsCollector(read.resolved);
    read.rows.forEach((row, i) => findings.add(row, read.rowNumbers[i]!));
    render(<PreviewTable headers={read.headers} rows={read.rows} totalRows={read.dataRows} findings={findings.result()} />);
    expect(screen.getByText('Dates read:').parentElement).toHaveTextContent(
      'month first, as 12/31/1980; “DOB (YYYY-DD-MM)” year, day, month, as its name says (1980-31-12)',
    );
    expect(screen.getByLabelText('Dates read so')).toHaveTextContent(
      'One value of “Birth Date” (row 2) is a birth date written with a time of day after 12:00, such as “1985-03-03T23:00:00Z”: a birth date has no time, so it is read as the next day, the midnight an export from a time zone ahead of UTC writes so.',
    );
    expect(screen.queryByLabelText('Left out')).toBeNull();
  });

  it('says nothing about dates when no column holds one', () => {
    render(<PreviewTable headers={['Name', 'Email']} rows={[['Ann Lee', 'ann@example.org']]} totalRows={1} />);
    expect(screen.queryByText('Dates read:')).toBeNull();
  });
});
