import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useScrollToTop } from './use-scroll-to-top';

/** Public page shell: skip link, fixed top bar, the routed page in <main>, footer. */
export function SiteLayout() {
  useScrollToTop();
  useFocusOnNavigate();

  // Move focus (not just the viewport) so the next Tab starts inside the page, and keep
  // "#main" out of the URL, where pages such as the FAQ read the hash.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only z-[60] rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* pt-16 matches the h-16 fixed bar so nothing hides beneath it. */}
      <main id="main" tabIndex={-1} className="flex-1 scroll-mt-16 pt-16 focus:outline-none print:pt-0">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
