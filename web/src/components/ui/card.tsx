import type { ElementType, ReactNode } from 'react';
import { cn } from './cn';

export interface CardProps {
  children: ReactNode;
  /** Element to render (default `div`); use `article` or `li` where that is the right semantics. */
  as?: ElementType;
  /** Inner padding. Default `md`. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  className?: string;
  id?: string;
}

const paddings = { none: '', sm: 'p-4', md: 'p-6', lg: 'p-8' } as const;

/** A white, bordered, rounded surface. */
export function Card({ children, as: Tag = 'div', padding = 'md', className, id }: CardProps) {
  return (
    <Tag id={id} className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', paddings[padding], className)}>
      {children}
    </Tag>
  );
}
