import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from './card';

export interface FeatureCardProps {
  /** A lucide-react icon component, drawn decoratively (hidden from screen readers). */
  icon: LucideIcon;
  title: string;
  /** Heading level of the title. Default `h3`. */
  titleAs?: 'h2' | 'h3';
  children: ReactNode;
  /** Optional call to action at the bottom of the card. */
  action?: { label: string; to: string };
  /** Element for the card (default `article`; use `li` inside a list). */
  as?: 'article' | 'li' | 'div';
}

/** A card with an icon, a title, short copy and an optional link: used for service and feature grids. */
export function FeatureCard({ icon: Icon, title, titleAs: Title = 'h3', children, action, as = 'article' }: FeatureCardProps) {
  return (
    <Card as={as} className="flex h-full flex-col">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-800">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Title className="mt-4 text-lg font-semibold text-slate-900">{title}</Title>
      <div className="mt-2 flex-1 text-slate-700">{children}</div>
      {action && (
        <Link
          to={action.to}
          className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-indigo-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {action.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </Card>
  );
}
