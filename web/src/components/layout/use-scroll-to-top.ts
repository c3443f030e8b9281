import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashTarget } from '../../lib/hash-id';

/**
 * On a new page (push/replace to another path) start at the top, as a full page load would.
 * A #hash target wins instead (FAQ question links). Back/forward is left to the browser.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hashTarget(hash);
    if (target) target.scrollIntoView?.({ block: 'start' });
    // 'instant' overrides the stylesheet's smooth scrolling: a new page should not glide up.
    else window.scrollTo?.({ top: 0, left: 0, behavior: 'instant' });
    // Only a change of page should move the viewport; same-page hash links scroll natively.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
