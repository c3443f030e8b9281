import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Loader2, Search } from 'lucide-react';
import { searchQuerySchema } from '@breachwatch/core/schemas/search';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { usePeopleSearch } from '../api/search-people';
import { SearchResultCard } from './search-result-card';
import { SearchResultsSkeleton } from './search-results-skeleton';
import { NoMatchesHelp } from './no-matches-help';
import { StatusLine, type SearchState } from './search-status-line';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { Button } from '../../../components/ui/button';

/** The validation message for what is typed, or null when it can be searched (or is empty). */
function inputProblem(input: string): string | null {
  if (input.trim() === '') return null;
  const parsed = searchQuerySchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MESSAGES.search.tooShort);
}

/**
 * People search (spec §2 Breach check, §4 Search states). The submitted query lives in the URL
 * (?q=) so back/forward, reload and a shared link all show the same search; the text box is a
 * draft that follows the URL whenever the URL changes.
 */
export function PeopleSearchPanel() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [input, setInput] = useState(q);
  const [syncedQ, setSyncedQ] = useState(q);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Text typed before the page's JavaScript loaded (the page is server-rendered).
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(input, setInput);
  const selectedToggle = useRef<HTMLButtonElement | null>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const resultsHeadingId = useId();

  // The URL changed (new search, back/forward): the draft follows, and any preview closes.
  if (q !== syncedQ) {
    setSyncedQ(q);
    setInput(q);
    setSelectedId(null);
  }

  const statusRef = useRef<HTMLDivElement>(null);
  // Set by a submit, cleared once its answer is shown: a page opened at ?q= does not jump.
  const revealAnswer = useRef(false);

  const search = usePeopleSearch(q);
  const problem = inputProblem(input);
  const searching = search.isFetching;

  let state: SearchState;
  if (problem) state = 'too-short';
  else if (input.trim() === '' || q === '') state = 'idle';
  else if (searching) state = 'searching';
  else if (search.isError) state = 'error';
  else if (search.data && search.data.results.length > 0) state = 'results';
  else if (search.data) state = 'none';
  else state = 'idle';

  // Escape closes the preview and puts focus back on the card's Preview button.
  useEffect(() => {
    if (selectedId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggle = selectedToggle.current;
      setSelectedId(null);
      toggle?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [selectedId]);

  // On a small phone the answer appears below the fold, and "No matches found." out of sight
  // reads as "nothing happened": once a submitted search settles, its answer is scrolled to the
  // top if it is not on screen. A laptop, where it already shows, does not move.
  useEffect(() => {
    if (!revealAnswer.current || (state !== 'results' && state !== 'none' && state !== 'error')) return;
    revealAnswer.current = false;
    const line = statusRef.current;
    if (line && line.getBoundingClientRect().bottom > window.innerHeight) line.scrollIntoView?.({ block: 'start' });
  }, [state, q]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = input.trim();
    if (inputProblem(next) || next === '' || searching) return;
    revealAnswer.current = true;
    setSelectedId(null);
    if (next === q) {
      void search.refetch();
      return;
    }
    setParams((prev) => {
      const nextParams = new URLSearchParams(prev);
      nextParams.set('q', next);
      return nextParams;
    });
  };

  const canSearch = input.trim() !== '' && problem === null && !searching;
  const backTo = `/breach-check?${new URLSearchParams({ q }).toString()}`;
  const results = state === 'results' ? (search.data?.results ?? []) : [];

  return (
    <div>
      <form role="search" aria-label="People search" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
            Name, phone, address or email
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={state === 'too-short' ? `${hintId} ${problemId}` : hintId}
            aria-invalid={state === 'too-short' ? true : undefined}
            placeholder="e.g. Jane Smith, 12 Oak Street"
            className="mt-1.5 block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-indigo-700 focus:outline-2 focus:outline-offset-1 focus:outline-indigo-700"
          />
        </div>
        {/* aria-disabled, not disabled, while searching: the focused button must keep focus. */}
        <Button type="submit" size="lg" pending={!canSearch}>
          {searching ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Search aria-hidden="true" className="size-5" />}
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </form>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        Search by name, or type a whole email address, phone number or street address. Results show a name, birth year and town, and which
        kinds of data leaked. We never ask for passwords or one-time codes.
      </p>

      <div ref={statusRef} role="status" aria-live="polite" className="mt-6 min-h-6 scroll-mt-24 text-base">
        <StatusLine
          problemId={problemId}
          state={state}
          problem={problem}
          error={search.error}
          shown={results.length}
          total={search.data?.total ?? 0}
          capped={search.data?.totalCapped ?? false}
        />
        {(state === 'results' || state === 'none') && search.data && search.data.notes.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm text-amber-950">
            {search.data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>

      {state === 'none' && <NoMatchesHelp capped={search.data?.totalCapped ?? false} query={q} />}
      {state === 'searching' && <SearchResultsSkeleton />}
      {results.length > 0 && (
        <h2 id={resultsHeadingId} className="sr-only">
          Search results
        </h2>
      )}
      {results.length > 0 && (
        <ul aria-labelledby={resultsHeadingId} className="mt-4 grid gap-4 lg:grid-cols-2">
          {results.map((result) => {
            const selected = result.id === selectedId;
            return (
              <li key={result.id} className="min-w-0">
                <SearchResultCard
                  result={result}
                  selected={selected}
                  backTo={backTo}
                  toggleRef={selected ? selectedToggle : undefined}
                  onToggle={() => setSelectedId(selected ? null : result.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
