import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', { timeout: 20_000 }, () => {
  it('has one h1, the hero actions and the spec sections', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Run a free check/ })).toHaveAttribute('href', '/breach-check');
    expect(screen.getByRole('link', { name: 'How we help' })).toHaveAttribute('href', '/services');
    for (const title of [
      'Breach Intelligence',
      'Free scan and search',
      'Human Support',
      'People & Records',
      'Exposure Scan',
      'Guided Remediation',
      'Support our work',
      'Start with a free exposure check',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    expect(screen.getByRole('link', { name: 'Talk to a person' })).toHaveAttribute('href', '/contact');
  });

  it('has a FAQ accordion that opens one answer at a time', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const a = screen.getByRole('button', { name: 'Is the check really free?' });
    const b = screen.getByRole('button', { name: 'Will you ask for my passwords or one-time codes?' });
    await user.click(a);
    expect(a).toHaveAttribute('aria-expanded', 'true');
    await user.click(b);
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(b).toHaveAttribute('aria-expanded', 'true');
  });
});
