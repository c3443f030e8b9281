import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReadingOptions } from './reading-options';

describe('ReadingOptions', () => {
  it('offers the code pages of other languages apart from the detected encodings, and reports the choice', () => {
    const onChange = vi.fn();
    render(<ReadingOptions value={{ encoding: 'auto', delimiter: 'auto' }} onChange={onChange} showEncoding disabled={false} />);
    const select = screen.getByLabelText('Encoding');
    const groups = within(select).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Unicode and Western', 'Other code pages (never detected)']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['UTF-8', 'UTF-16 LE', 'UTF-16 BE', 'Windows-1252 (Western, "ANSI")']);
    const others = within(groups[1]!)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(others).toContain('Windows-1251 (Cyrillic)');
    expect(others).toContain('Shift_JIS (Japanese)');
    expect(others).toContain('Mac Roman (Western, classic Mac OS and Mac Excel)');
    expect(others).not.toContain('UTF-8');
    fireEvent.change(select, { target: { value: 'windows-1251' } });
    expect(onChange).toHaveBeenCalledWith({ encoding: 'windows-1251', delimiter: 'auto' });
  });
});
