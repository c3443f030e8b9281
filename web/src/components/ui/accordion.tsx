import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';

export interface AccordionItem {
  /** Unique on the page: used as the item's anchor id and to build the button/panel ids. */
  id: string;
  /** The question or heading shown on the toggle button. */
  title: ReactNode;
  /** Shown when the item is open. */
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Controlled: id of the open item (`null` = all closed). Leave undefined to let the accordion manage it. */
  openId?: string | null;
  /** Uncontrolled: item open on first render. */
  defaultOpenId?: string | null;
  /** Called with the id to open, or `null` when the open item is closed. */
  onOpenChange?: (id: string | null) => void;
  /** Heading level wrapping each toggle, so the outline fits the page. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Extra content beside each toggle, e.g. a "link to this question" anchor. */
  renderHeaderExtra?: (item: AccordionItem) => ReactNode;
  className?: string;
}

/**
 * A list of disclosure buttons where at most ONE item is open at a time (WAI-ARIA accordion
 * pattern: a heading holding a button with aria-expanded/aria-controls, and a labelled region).
 * Each item's wrapper carries `id`, with a scroll margin so an anchor lands below the fixed top bar.
 */
export function Accordion({
  items,
  openId,
  defaultOpenId = null,
  onOpenChange,
  headingLevel = 3,
  renderHeaderExtra,
  className,
}: AccordionProps) {
  const [internalOpen, setInternalOpen] = useState<string | null>(defaultOpenId);
  const controlled = openId !== undefined;
  const current = controlled ? openId : internalOpen;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = current === id ? null : id;
    if (!controlled) setInternalOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div className={cn('divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white', className)}>
      {items.map((item) => {
        const open = current === item.id;
        const buttonId = `${item.id}-button`;
        const panelId = `${item.id}-panel`;
        return (
          <div key={item.id} id={item.id} className="scroll-mt-28">
            <div className="flex items-start gap-1 pr-2">
              <Heading className="flex-1 text-base font-semibold text-slate-900">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                  className="flex w-full items-start justify-between gap-4 rounded-xl px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-700"
                >
                  <span>{item.title}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('mt-0.5 size-5 shrink-0 text-slate-600 transition-transform', open && 'rotate-180')}
                  />
                </button>
              </Heading>
              {renderHeaderExtra && <div className="pt-3">{renderHeaderExtra(item)}</div>}
            </div>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-slate-700">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
