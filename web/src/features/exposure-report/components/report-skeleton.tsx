/** Loading placeholder shaped like the report; the status text is for screen readers. */
export function ReportSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">Loading the report…</span>
      <div aria-hidden="true" className="animate-pulse space-y-6">
        <div className="h-9 w-2/3 rounded bg-slate-200" />
        <div className="h-10 w-48 rounded-lg bg-slate-200" />
        <div className="h-16 w-full rounded bg-slate-200" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 w-full rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
