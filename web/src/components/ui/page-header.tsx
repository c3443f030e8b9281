import type { ReactNode } from 'react';
import { Container } from './container';

export interface PageHeaderProps {
  /** The page's single `<h1>`. */
  title: string;
  /** Small label above the title, e.g. "Help center". */
  eyebrow?: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Extra content under the description: buttons, a "last updated" line. */
  children?: ReactNode;
}

/** The band at the top of an inner page, holding its only `<h1>`. */
export function PageHeader({ title, eyebrow, description, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-slate-50">
      <Container className="py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {description && <div className="mt-4 max-w-2xl text-lg text-slate-700">{description}</div>}
        {children && <div className="mt-6">{children}</div>}
      </Container>
    </div>
  );
}
