import type { ReactNode } from 'react';
import { cn } from './cn';

export interface SectionHeadingProps {
  /** The `<h2>` text. */
  title: string;
  /** id for the heading, so a `<section aria-labelledby>` can point at it. */
  id?: string;
  eyebrow?: string;
  description?: ReactNode;
  /** Default `left`. */
  align?: 'left' | 'center';
  className?: string;
}

/** An `<h2>` with an optional eyebrow and intro line, for sections inside a page. */
export function SectionHeading({ title, id, eyebrow, description, align = 'left', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {description && <div className="mt-3 text-base text-slate-700">{description}</div>}
    </div>
  );
}
