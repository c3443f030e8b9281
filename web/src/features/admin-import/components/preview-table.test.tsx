import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewTable } from './preview-table';

describe('PreviewTable', () => {
  it('says a French file’s dates are read day first, before anything is stored', () => {
    render(<PreviewTable headers={['Nom', 'Prénom', 'Date de naissance']} rows={[['Martin', 'Léa', '12/03/1980']]} totalRows={1} />);
    expect(screen.getByText('Dates read:').parentElement).toHaveTextContent(/day first, as 31\/12\/1980/);
  });

  it('says an English file’s dates are read month first', () => {
    render(<PreviewTable headers={['First Name', 'Last Name', 'DOB']} rows={[['Ann', 'Lee', '12/03/1980']]} totalRows={1} />);
    expect(screen.getByText('Dates read:').parentElement).toHaveTextContent(/month first, as 12\/31\/1980/);
  });

  it('says nothing about dates when no column holds one', () => {
    render(<PreviewTable headers={['Name', 'Email']} rows={[['Ann Lee', 'ann@example.org']]} totalRows={1} />);
    expect(screen.queryByText('Dates read:')).toBeNull();
  });
});
