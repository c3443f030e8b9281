import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteLayout } from './site-layout';
import { currentNavTarget, mainNav } from './nav-links';

// In the browser the server writes these into index.html; jsdom has no such block.
vi.mock('../../lib/site-config', () => ({
  siteConfig: { siteName: 'BreachWatch', contactEmail: 'help@example.org', contactPhone: '+1 (555) 010-0199' },
}));

/** A page that shows its heading only once its data has come. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Late page</h1> : <p>Loading…</p>;
}

function renderLayout(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'faq', element: <h1>FAQ page</h1> },
          { path: 'about', element: <h1>About page</h1> },
          {
            path: 'help',
            element: (
              <>
                <h1>Help page</h1>
                <section id="refunds" aria-label="Refunds">
                  Refunds answer
                </section>
              </>
            ),
          },
          { path: 'late', element: <LatePage /> },
          { path: '*', element: <h1>Other page</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
  fireEvent.scroll(window);
}

describe('SiteLayout', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom does not implement scrolling; the layout scrolls to the top on navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    setScrollY(0);
    vi.restoreAllMocks();
  });

  it('renders the landmarks, a skip link and the page inside <main id="main">', async () => {
    renderLayout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('links every destination from the top navigation', async () => {
    renderLayout();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const href of [
      '/',
      '/breach-check',
      '/donate',
      '/contact',
      '/contact?subject=incident',
      '/faq',
      '/about',
      '/terms',
      '/services',
    ]) {
      expect(hrefs).toContain(href);
    }
  });

  it('toggles the mobile menu and closes it on Escape, returning focus to the toggle', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();

    await user.tab();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();

    // Keyboard operable: Enter on the focused toggle opens it again.
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the mobile menu when Tab leaves it, so focus never lands on links hidden under it', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const last = within(menu).getByRole('link', { name: 'Run a free Exposure Scan' });
    last.focus();
    await user.tab();
    expect(menu).not.toContainElement(document.activeElement as HTMLElement);
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Shift+Tab from the first item reaches the toggle, which is part of the menu: it stays open.
    await user.click(toggle);
    within(menu).getAllByRole('link')[0]!.focus();
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    expect(menu).toBeVisible();
  });

  it('closes the mobile menu when a link navigates', async () => {
    const user = userEvent.setup();
    const router = renderLayout();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it("moves focus to the new page's heading after client-side navigation, but not on first load or a query change", async () => {
    const user = userEvent.setup();
    const router = renderLayout('/');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(document.body).toHaveFocus();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
    const faq = await screen.findByRole('heading', { level: 1, name: 'FAQ page' });
    expect(faq).toHaveFocus();
    expect(faq).toHaveAttribute('tabindex', '-1');

    // Only the query changes (a search updating ?q=): focus stays where the visitor is.
    const link = within(nav).getByRole('link', { name: 'About' });
    link.focus();
    await act(() => router.navigate('/faq?q=credit'));
    expect(link).toHaveFocus();

    // Back is a change of page too.
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toHaveFocus();
  });

  it('a link to part of another page focuses that part, not the page heading', async () => {
    const router = renderLayout('/');
    await screen.findByRole('heading', { name: 'Home page' });
    await act(() => router.navigate('/help#refunds'));
    expect(screen.getByRole('region', { name: 'Refunds' })).toHaveFocus();
    // A hash naming nothing falls back to the heading.
    await act(() => router.navigate('/about#nothing'));
    expect(screen.getByRole('heading', { level: 1, name: 'About page' })).toHaveFocus();
  });

  it('focuses <main> while the new page loads, then its heading once it shows', async () => {
    const router = renderLayout('/');
    await screen.findByRole('heading', { name: 'Home page' });
    await act(() => router.navigate('/late'));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Late page' })).toHaveFocus();
  });

  it('keeps the skip link moving focus to <main>', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await user.click(await screen.findByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('makes the top bar translucent and blurred only after scrolling past 20 px', async () => {
    renderLayout();
    const header = await screen.findByRole('banner');
    expect(header.className).not.toContain('backdrop-blur');

    act(() => setScrollY(20));
    expect(header.className).not.toContain('backdrop-blur');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    act(() => setScrollY(21));
    expect(header.className).toContain('backdrop-blur');
    expect(header.className).toContain('bg-white/75');
    expect(header).toHaveAttribute('data-scrolled', 'true');

    act(() => setScrollY(0));
    expect(header.className).not.toContain('backdrop-blur');
  });

  it('marks the current page in the navigation', async () => {
    renderLayout('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the footer groups, contact details and the copyright line', async () => {
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    for (const group of ['Product', 'Support', 'Company']) {
      expect(within(footer).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: /help@example\.org/ })).toHaveAttribute('href', 'mailto:help@example.org');
    expect(within(footer).getByRole('link', { name: /\(555\) 010-0199/ })).toHaveAttribute('href', 'tel:+15550100199');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} BreachWatch`);
  });
});

describe('currentNavTarget', () => {
  it('tells the two /contact links apart by their query', () => {
    expect(currentNavTarget(mainNav, '/contact', '')).toBe('/contact');
    expect(currentNavTarget(mainNav, '/contact', '?subject=incident')).toBe('/contact?subject=incident');
    expect(currentNavTarget(mainNav, '/FAQ', '')).toBe('/faq');
    expect(currentNavTarget(mainNav, '/nowhere', '')).toBeUndefined();
  });
});
