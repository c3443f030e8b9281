import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

const widths = {
  narrow: 'max-w-3xl',
  default: 'max-w-6xl',
  wide: 'max-w-7xl',
} as const;

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  children: ReactNode;
  /** Maximum width: `narrow` for reading text, `default` for pages, `wide` for the top bar and footer. */
  size?: keyof typeof widths;
  /** Element to render (default `div`), e.g. `section` (other props such as `aria-labelledby` pass through). */
  as?: ElementType;
}

/** Centers content and applies the site's horizontal padding at every breakpoint. */
export function Container({ children, size = 'default', as: Tag = 'div', className, ...rest }: ContainerProps) {
  return (
    <Tag className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[size], className)} {...rest}>
      {children}
    </Tag>
  );
}
