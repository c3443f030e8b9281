import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Database, Inbox } from 'lucide-react';
import { AdminLayout } from './admin-layout';

vi.mock('../../lib/site-config', () => ({
  siteConfig: { siteName: 'BreachWatch', contactEmail: 'help@example.org', contactPhone: '+1 (555) 010-0199' },
}));

const tabs = [
  { path: '', label: 'Dashboard', element: null, icon: Database },
  { path: 'inbox', label: 'Inbox', element: null, icon: Inbox },
];

function InboxTab() {
  return (
    <>
      <h1>Inbox</h1>
      <Link to="/admin/inbox/t2">Second thread</Link>
      <Outlet />
    </>
  );
}

function renderConsole() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <AdminLayout tabs={tabs} userEmail="admin@example.org" onSignOut={() => undefined}>
            <Outlet />
          </AdminLayout>
        ),
        children: [
          { index: true, element: <h1>Dashboard</h1> },
          { path: 'inbox', element: <InboxTab />, children: [{ path: ':thread', element: <p>A thread</p> }] },
        ],
      },
    ],
    { initialEntries: ['/admin'] },
  );
  render(<RouterProvider router={router} />);
}

describe('AdminLayout', () => {
  it("moves focus to the new tab's heading when the admin switches tabs, not on first load nor within a tab", async () => {
    renderConsole();
    expect(document.body).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toHaveFocus();

    // Opening a thread inside the tab leaves focus where the admin is.
    const thread = screen.getByRole('link', { name: 'Second thread' });
    await userEvent.click(thread);
    expect(await screen.findByText('A thread')).toBeInTheDocument();
    expect(thread).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toHaveFocus();
  });

  it('offers a skip link first, past the header and the tab bar to the tab', async () => {
    const user = userEvent.setup();
    renderConsole();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
