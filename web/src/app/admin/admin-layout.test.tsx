import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
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

/** Like the import: a button inside the tab that switches to another tab with news of what it did. */
function ImportLikeTab() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Data Import</h1>
      <button type="button" onClick={() => void navigate('/admin/records')}>
        Import Parsed Rows
      </button>
    </>
  );
}

function renderConsole(initial = '/admin') {
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
          { path: 'import', element: <ImportLikeTab /> },
          {
            path: 'records',
            element: (
              <>
                <section tabIndex={-1} data-focus-on-arrival aria-label="Import complete">
                  Imported: 3
                </section>
                <h1>Breach Records</h1>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
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

  it('focuses what a tab marks data-focus-on-arrival (the import report), not its heading', async () => {
    renderConsole('/admin/import');
    await userEvent.click(screen.getByRole('button', { name: 'Import Parsed Rows' }));
    expect(await screen.findByRole('region', { name: 'Import complete' })).toHaveFocus();
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
