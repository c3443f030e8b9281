import type { LeakSourceView } from '@breachwatch/core/schemas/record-views';
import { formatDateUs } from '@breachwatch/core/records/masking';

type PublicLeakSource = LeakSourceView;

const credibilityStyle = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-200 text-slate-900',
} as const;

/** Leak sources as the public pages show them: name, credibility, why, when, and where (as text). */
export function LeakSourceList({ sources, className = '' }: { sources: readonly PublicLeakSource[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {sources.map((s, i) => (
        <li key={`${s.name}-${i}`} className="rounded-xl border border-slate-200 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold wrap-anywhere text-slate-900">{s.name}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${credibilityStyle[s.credibility]}`}>
              {s.credibility.charAt(0).toUpperCase() + s.credibility.slice(1)} credibility
            </span>
          </div>
          {(s.reason || s.category) && <p className="mt-1 text-slate-800">{s.reason || s.category}</p>}
          {s.dateFound && <p className="mt-1 text-sm text-slate-700">Found {formatDateUs(s.dateFound) ?? s.dateFound}</p>}
          {s.neutralizedUrl && (
            <p className="mt-1 text-sm text-slate-700">
              {/* Defanged (hxxps://example[.]com) and never a link: these are breach-dump hosts. */}
              Where it was seen (not a link): <code className="break-all text-slate-900">{s.neutralizedUrl}</code>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
