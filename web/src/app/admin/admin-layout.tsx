import { LogOut, ShieldCheck } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { SkipLink } from '../../components/layout/skip-link';
import { useFocusOnNavigate } from '../../components/layout/use-focus-on-navigate';
import { cn } from '../../components/ui/cn';
import { siteConfig } from '../../lib/site-config';
import { adminTabOf, type AdminTab } from './admin-tabs';

export interface AdminLayoutProps {
  tabs: readonly AdminTab[];
  userEmail: string;
  onSignOut(): void;
  children: ReactNode;
}

/** Console chrome: a top bar with the signed-in admin and sign-out, a tab bar, the tab content. */
export function AdminLayout({ tabs, userEmail, onSignOut, children }: AdminLayoutProps) {
  // A tab switch moves focus to the new tab's heading, as on the public pages.
  useFocusOnNavigate(adminTabOf);
  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-2 font-bold text-slate-900">
            <ShieldCheck className="size-6 text-indigo-700" aria-hidden="true" />
            <span>{siteConfig.siteName} admin</span>
          </div>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <span className="truncate text-slate-700" title={userEmail}>
              {userEmail}
            </span>
            <button
              type="button"
              onClick={onSignOut}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
            >
              <LogOut className="size-4" aria-hidden="true" />
              Sign out
            </button>
          </div>
        </div>
        {/* On a phone the tabs wrap onto a second line: a bar that scrolled sideways hid the tabs past its edge. */}
        <nav aria-label="Console sections" className="relative mx-auto max-w-7xl px-2 sm:px-4">
          <ul className="flex flex-wrap gap-x-1">
            {tabs.map((tab) => {
              const Icon = tab.icon;
              const Badge = tab.badge;
              return (
                <li key={tab.path}>
                  <NavLink
                    to={tab.path === '' ? '/admin' : `/admin/${tab.path}`}
                    end={tab.path === ''}
                    className={({ isActive }) =>
                      cn(
                        'inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-700',
                        isActive ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-slate-700 hover:text-slate-900',
                      )
                    }
                  >
                    {Icon && <Icon className="size-4" aria-hidden="true" />}
                    {tab.label}
                    {Badge && <Badge />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6">
        <Suspense
          fallback={
            <p role="status" className="text-slate-700">
              Loading…
            </p>
          }
        >
          {children}
        </Suspense>
      </main>
    </div>
  );
}
