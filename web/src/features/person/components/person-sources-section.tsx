import type { PersonView } from '@breachwatch/core/schemas/records-api';
import { formatDateUs } from '@breachwatch/core/records/masking';
import { PersonSection } from './person-section';

const credibilityStyle = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-200 text-slate-900',
} as const;

/** "Where this data likely came from": the narrative and each leak source (spec §2). */
export function PersonSourcesSection({ person }: { person: PersonView }) {
  return (
    <PersonSection id="person-sources" title="Where this data likely came from">
      {person.narrative && <p className="leading-relaxed text-slate-800">{person.narrative}</p>}
      {person.leakSources.length === 0 ? (
        <p className="mt-3 text-slate-600 italic">No named leak source is on file for this record.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {person.leakSources.map((s, i) => (
            <li key={`${s.name}-${i}`} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-slate-900">{s.name}</span>
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
      )}
    </PersonSection>
  );
}
