import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { termsSections } from '../data/terms-sections';
import { TermsPage } from './terms-page';

describe('TermsPage', { timeout: 20_000 }, () => {
  it('has 20 numbered sections with a table of contents linking to each', () => {
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(termsSections).toHaveLength(20);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const tocLinks = within(toc).getAllByRole('link');
    expect(tocLinks).toHaveLength(20);
    // Plain DOM queries: twenty role lookups over the whole page are slow in jsdom.
    const sections = document.querySelectorAll('section');
    expect(sections).toHaveLength(20);
    termsSections.forEach((section, index) => {
      expect(tocLinks[index]).toHaveAttribute('href', `#${section.id}`);
      expect(sections[index]).toHaveAttribute('id', section.id);
      expect(sections[index]!.querySelector('h2')).toHaveTextContent(`${index + 1}. ${section.title}`);
    });
  });

  it('states the update date, governing law, liability cap and refund window', () => {
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated September 7, 2025');
    const body = document.body.textContent ?? '';
    expect(body).toContain('governed by the laws of the State of Delaware');
    expect(body).toContain('the payments you made to us in the 12 months before the claim arose, or (b) USD 100');
    expect(body).toContain('within 7 days of a payment');
  });
});
