import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BreachCheckRoute } from './breach-check-route';

function renderPage(url: string) {
  const router = createMemoryRouter([{ path: '/breach-check', element: <BreachCheckRoute /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  // The people panel searches for ?q= on load; answer it locally (the tabs are what is tested here).
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ ok: true, query: 'smith', total: 0, limit: 50, results: [] }), { status: 200 }),
  );
});
const peopleTab = () => screen.getByRole('tab', { name: 'Search Your Info (Name / Phone / Address / Email)' });
const scanTab = () => screen.getByRole('tab', { name: 'Exposure Scan' });

describe('BreachCheckRoute', () => {
  it('opens on the people search tab', () => {
    renderPage('/breach-check');
    expect(peopleTab()).toHaveAttribute('aria-selected', 'true');
    expect(scanTab()).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-people');
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('opens the Exposure Scan tab from ?tab=scan', () => {
    renderPage('/breach-check?tab=scan');
    expect(scanTab()).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-scan');
    expect(screen.getByRole('button', { name: /run scan/i })).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('keeps what was typed when switching tabs and back', async () => {
    renderPage('/breach-check');
    await user.type(screen.getByLabelText('Name, phone, address or email'), 'maria');
    await user.click(scanTab());
    expect(screen.getByRole('button', { name: /run scan/i })).toBeVisible();
    await user.click(peopleTab());
    expect(screen.getByLabelText('Name, phone, address or email')).toHaveValue('maria');
  });

  it('moves between tabs with the arrow keys, Home and End, keeping one tab stop and the URL in step', async () => {
    const router = renderPage('/breach-check?q=smith');
    peopleTab().focus();
    await user.keyboard('{ArrowRight}');
    expect(scanTab()).toHaveFocus();
    expect(scanTab()).toHaveAttribute('aria-selected', 'true');
    expect(scanTab()).toHaveAttribute('tabindex', '0');
    expect(peopleTab()).toHaveAttribute('tabindex', '-1');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('scan');
    await user.keyboard('{ArrowRight}');
    expect(peopleTab()).toHaveFocus();
    expect(router.state.location.search).toBe('?q=smith');
    await user.keyboard('{End}');
    expect(scanTab()).toHaveFocus();
    await user.keyboard('{Home}');
    expect(peopleTab()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(scanTab()).toHaveFocus();
  });
});
