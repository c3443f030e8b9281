import { ExternalLink } from 'lucide-react';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** Only real web addresses become links; anything else (javascript:, data:) is never clickable. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A report's outside references (FTC, credit reports), each opening in a new tab; nothing when none is a web address. */
export function ReferenceLinks({ links, className = '' }: { links: readonly { label: string; url: string }[]; className?: string }) {
  const web = links.filter((l) => isWebUrl(l.url));
  if (web.length === 0) return null;
  return (
    <ul className={`space-y-1 ${className}`}>
      {web.map((l) => (
        <li key={l.url}>
          <a href={l.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1`}>
            {l.label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
