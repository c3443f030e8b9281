import { useRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { FaqCategory } from '../data';

interface FaqTocProps {
  categories: FaqCategory[];
  /** Id of the category currently on screen. */
  activeId: string | undefined;
  /** Called when a topic is chosen, so the highlight moves before the scroll finishes. */
  onSelect: (id: string) => void;
}

function TocLinks({ categories, activeId, onSelect }: FaqTocProps) {
  return (
    <ul className="space-y-1">
      {categories.map((category) => {
        const active = category.id === activeId;
        return (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              onClick={() => onSelect(category.id)}
              aria-current={active ? 'location' : undefined}
              className={cn(
                'flex items-center justify-between gap-2 rounded-lg border-l-4 px-3 py-2 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700',
                active
                  ? 'border-indigo-700 bg-indigo-50 text-indigo-900'
                  : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {category.title}
              <span className="text-xs text-slate-600">
                <span className="sr-only">, </span>
                {category.questions.length}
                <span className="sr-only"> questions</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Table of contents for the FAQ: a sticky sidebar that follows the reader on large screens,
 * and a collapsed "Jump to a topic" disclosure on small ones (so it does not push the answers
 * a full screen down).
 */
export function FaqToc(props: FaqTocProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const selectAndCollapse = (id: string) => {
    props.onSelect(id);
    if (detailsRef.current) detailsRef.current.open = false;
  };

  return (
    <nav aria-label="FAQ topics">
      <details ref={detailsRef} className="group rounded-2xl border border-slate-200 bg-white lg:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-2xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 [&::-webkit-details-marker]:hidden">
          Jump to a topic
          <ChevronDown aria-hidden="true" className="size-5 text-slate-600 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-slate-200 p-2">
          <TocLinks {...props} onSelect={selectAndCollapse} />
        </div>
      </details>

      <div className="hidden lg:block">
        <p className="px-3 text-sm font-semibold tracking-wide text-slate-600 uppercase">Topics</p>
        <div className="mt-3">
          <TocLinks {...props} />
        </div>
      </div>
    </nav>
  );
}
