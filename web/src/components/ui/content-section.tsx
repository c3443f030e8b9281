import type { ReactNode } from 'react';

/**
 * A titled card section of a content page (person page, Exposure Report). Its text is imported
 * data: one unbroken word (an 80-letter employer, a leak's name) breaks where it must rather
 * than widen the card and the page.
 */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 wrap-anywhere shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
