import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DISCLOSURE_POLICY } from '@breachwatch/core/disclosure/policy';
import { maskEmailHint } from '@breachwatch/core/disclosure/masks';
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

  it('asks for a credit freeze only for the leaks that call for one, as the recovery plan does', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'My data leaked. What should I do first?' }));
    expect(
      screen.getByText(
        /^If your Social Security number leaked, or your date of birth with your address or phone number, freeze your credit/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Freeze your credit/)).not.toBeInTheDocument();
  });

  it('shows as its example result what a stranger sees of a record, not the owner’s masks', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const example = within(screen.getByText('What a result looks like (example)').closest('figure')!);
    const valueOf = (label: string) => example.getByText(label).nextElementSibling?.textContent;
    // A stranger learns that these leaked, never their digits (the policy's public column).
    expect(DISCLOSURE_POLICY.ssn.anonymous).toBe('exposed');
    expect(DISCLOSURE_POLICY.phone.anonymous).toBe('exposed');
    expect(valueOf('SSN')).toBe('In the leak, not shown');
    expect(valueOf('Phone')).toBe('In the leak, not shown');
    expect(valueOf('Email')).toBe(maskEmailHint('jane.example@gmail.com'));
  });
});
