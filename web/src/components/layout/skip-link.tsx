import type { MouseEvent } from 'react';

/** "Skip to content": the first stop of the keyboard, past the top bar to the page's <main id="main">. */
export function SkipLink() {
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
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only z-[60] rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
    >
      Skip to content
    </a>
  );
}
