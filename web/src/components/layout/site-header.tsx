import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { Heart, Menu, ShieldCheck, X } from 'lucide-react';
import { siteConfig } from '../../lib/site-config';
import { cn } from '../ui/cn';
import { Container } from '../ui/container';
import { buttonClasses } from '../ui/button';
import { currentNavTarget, mainNav } from './nav-links';
import { useScrolled } from './use-scrolled';

const MENU_ID = 'mobile-menu';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** The fixed top bar: brand, the full navigation from 1280 px up, and a menu toggle below that. */
export function SiteHeader() {
  const location = useLocation();
  const navigation = useNavigation();
  const scrolled = useScrolled();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu remembers which history entry it was opened on, so any navigation (link, back
  // button, redirect) closes it without an effect.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const close = () => setOpenOnKey(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnKey(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const current = currentNavTarget(mainNav, location.pathname, location.search);
  const desktopLinks = mainNav.filter((l) => l.to !== '/donate');

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow] duration-200 print:hidden',
        scrolled ? 'border-slate-200/80 bg-white/75 shadow-sm backdrop-blur-md' : 'border-slate-200 bg-white',
      )}
    >
      {navigation.state !== 'idle' && (
        // Pages load lazily: a thin bar shows a click registered while the next page downloads.
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-indigo-600" />
      )}
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link to="/" className={cn('flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold text-slate-900', focusRing)}>
          <ShieldCheck aria-hidden="true" className="size-7 text-indigo-700" />
          {siteConfig.siteName}
        </Link>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {desktopLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={current === link.to ? 'page' : undefined}
                  className={cn(
                    'rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    'aria-[current=page]:text-indigo-800 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
                    focusRing,
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="ml-2">
              <Link to="/donate" aria-current={current === '/donate' ? 'page' : undefined} className={buttonClasses({ size: 'sm' })}>
                <Heart aria-hidden="true" className="size-4" />
                Donate
              </Link>
            </li>
          </ul>
        </nav>

        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOnKey(open ? null : location.key)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 xl:hidden',
            focusRing,
          )}
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          Menu
        </button>
      </Container>

      <nav
        id={MENU_ID}
        aria-label="Main menu"
        hidden={!open}
        // Tab past the last item (or Shift+Tab past the toggle's side) would reach page links
        // hidden under the open panel: the menu closes once focus goes anywhere outside it and
        // its toggle. A blur with nowhere to go (another window) leaves it open.
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && !event.currentTarget.contains(next) && next !== toggleRef.current) close();
        }}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg xl:hidden"
      >
        <Container className="py-3">
          <ul className="grid gap-1 sm:grid-cols-2">
            {mainNav.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={close}
                  aria-current={current === link.to ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-slate-800 hover:bg-slate-100',
                    'aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-800',
                    focusRing,
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/breach-check?tab=scan" onClick={close} className={buttonClasses({ className: 'mt-3 w-full' })}>
            Run a free Exposure Scan
          </Link>
        </Container>
      </nav>
    </header>
  );
}
