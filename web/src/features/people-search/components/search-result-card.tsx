import type { Ref } from 'react';
import { Link } from 'react-router';
import { ChevronDown, FileWarning, MapPin, UserRound } from 'lucide-react';
import { describeDataClasses } from '@breachwatch/core/scan/data-classes';
import type { PublicSearchResult } from '@breachwatch/core/schemas/record-views';
import { RiskBadge } from '../../../components/records/risk-badge';

export interface SearchResultCardProps {
  result: PublicSearchResult;
  selected: boolean;
  onToggle: () => void;
  /** Where the report's back link should return to (this search). */
  backTo: string;
  /** The Preview button, so focus can return to it when Escape closes the preview. */
  toggleRef?: Ref<HTMLButtonElement>;
}

const linkClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

function place(r: PublicSearchResult): string {
  const cityState = [r.city, r.state].filter(Boolean).join(', ');
  return [cityState, r.zip].filter(Boolean).join(' ');
}

/**
 * One search result: who it is about (name, birth year, age, town) and which kinds of data
 * leaked, as the disclosure policy lets a stranger see it; values are rendered as text.
 * The "Preview" toggle is the card's selected state; Escape or a new search clears it.
 */
export function SearchResultCard({ result: r, selected, onToggle, backTo, toggleRef }: SearchResultCardProps) {
  const headingId = `result-${r.id}-name`;
  const previewId = `result-${r.id}-preview`;
  const where = place(r);
  const id = encodeURIComponent(r.id);

  return (
    <article
      aria-labelledby={headingId}
      className={`min-w-0 rounded-2xl border bg-white p-5 wrap-anywhere shadow-sm transition-shadow ${selected ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-lg font-semibold text-slate-900">
          {r.name}
        </h3>
        <RiskBadge level={r.risk.level} label={`${r.risk.level.charAt(0).toUpperCase()}${r.risk.level.slice(1)} risk`} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {r.birthYear !== null && <span>Born {r.birthYear}</span>}
        {r.age !== null && <span>Age {r.age} this year</span>}
        {where && (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 text-slate-500" />
            {where}
          </span>
        )}
      </p>

      {r.dataClasses.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">What leaked: </span>
          {describeDataClasses(r.dataClasses)}
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={selected}
          aria-controls={previewId}
          onClick={onToggle}
          className={`${linkClasses} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`}
        >
          {selected ? 'Hide preview' : 'Preview'}
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${selected ? 'rotate-180' : ''}`} />
        </button>
        <Link to={`/breach-check/leak/${id}`} state={{ backTo }} className={`${linkClasses} bg-indigo-700 text-white hover:bg-indigo-800`}>
          <FileWarning aria-hidden="true" className="size-4" />
          Exposure Report<span className="sr-only"> for {r.name}</span>
        </Link>
        <Link to={`/people/${id}`} state={{ backTo }} className={`${linkClasses} text-indigo-800 hover:bg-indigo-50`}>
          <UserRound aria-hidden="true" className="size-4" />
          Person details<span className="sr-only"> for {r.name}</span>
        </Link>
      </div>

      <div id={previewId} hidden={!selected} className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
        {selected && <PreviewDetails result={r} />}
      </div>
    </article>
  );
}

function PreviewDetails({ result: r }: { result: PublicSearchResult }) {
  return (
    <>
      <p className="font-semibold text-slate-900">Preview</p>
      <p className="mt-2">{r.risk.reason}</p>
      <p className="mt-3 text-slate-700">
        To protect the people in these records, a search result shows only a name, birth year, age and town, and which kinds of data leaked,
        never the values. The Exposure Report explains what this means and what to do; the owner of the record can verify their email there
        to see more.
      </p>
    </>
  );
}
