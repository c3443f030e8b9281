import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hashTarget } from '../../lib/hash-id';

/**
 * After a client-side move to another page, focus the new page's <h1> (<main> until it shows), as a full
 * page load would reset focus: otherwise it stays on a link that is gone and falls to <body>,
 * and screen readers hear nothing of the new page. Not on the first load (nothing to announce,
 * and focus must stay where the browser puts it), and not when only the query or the hash
 * changes (a search's ?q=, a same-page anchor). preventScroll leaves scrolling to
 * useScrollToTop and to the browser's back/forward restoration. A link to a part of the page
 * (/faq#some-question) focuses that part instead, where the page scrolls to. `pageOf` says
 * which part of the path is the page (the console's tab: a thread opened inside the Inbox tab
 * must leave focus in its list). A page that arrives with news of what was just done (the
 * import's report on Breach Records) marks it `data-focus-on-arrival` (with tabIndex -1): that
 * takes focus instead of the heading.
 */
export function useFocusOnNavigate(pageOf: (pathname: string) => string = (pathname) => pathname) {
  const { pathname, hash } = useLocation();
  const page = pageOf(pathname);
  const shown = useRef(page);

  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const main = document.getElementById('main');
    if (!main) return;
    const focusHeading = () => {
      const target = hashTarget(hash);
      const heading =
        target && main.contains(target)
          ? target
          : (main.querySelector<HTMLElement>('[data-focus-on-arrival]') ?? main.querySelector<HTMLElement>('h1'));
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // A page that loads its data first shows a placeholder: focus <main> now, and its heading
    // when it comes, unless the visitor has moved focus on meanwhile.
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main || focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    // Only a change of page moves focus; the hash is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
}
