import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useScrollToTop } from './use-scroll-to-top';

/** Public page shell: skip link, fixed top bar, the routed page in <main>, footer. */
export function SiteLayout() {
  useScrollToTop();
  useFocusOnNavigate();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/* pt-16 matches the h-16 fixed bar so nothing hides beneath it. */}
      <main id="main" tabIndex={-1} className="flex-1 scroll-mt-16 pt-16 focus:outline-none print:pt-0">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
