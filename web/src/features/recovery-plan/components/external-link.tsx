import type { ReactNode } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide-react';

export const textLinkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** A link to an official page: new tab, no referrer, and the address printed beside it on paper. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${textLinkClass} inline-flex items-center gap-1 print:no-underline print:after:ml-1 print:after:font-normal print:after:break-all print:after:content-['('_attr(href)_')']`}
    >
      {children}
      <ExternalIcon aria-hidden="true" className="size-4 shrink-0 print:hidden" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
