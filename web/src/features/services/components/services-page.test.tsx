import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServicesPage } from './services-page';

describe('ServicesPage', () => {
  it('shows the three How We Help cards under one h1', () => {
    render(
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How we help' })).toBeInTheDocument();
    for (const title of ['Investigation & Recovery', 'Security Implementation', 'Ongoing Support']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });
});
