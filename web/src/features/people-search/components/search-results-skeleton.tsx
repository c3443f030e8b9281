/** Placeholder cards while a search runs; hidden from screen readers (the status line speaks). */
export function SearchResultsSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-4 grid gap-4 lg:grid-cols-2">
      {[0, 1].map((i) => (
        <li key={i} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="h-5 w-1/2 rounded bg-slate-200" />
          <div className="mt-3 h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-2 h-4 w-1/3 rounded bg-slate-200" />
          <div className="mt-5 h-10 w-3/4 rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}
