import type { ReactNode } from 'react';
import { cn } from './cn';

export interface FormErrorProps {
  /** For `aria-describedby` on the fields the message is about. */
  id?: string;
  /** Spacing and, for a line that holds its place before any message, a `min-h-*`. */
  className?: string;
  children?: ReactNode;
}

/**
 * A form's error line: announced by screen readers as it appears (role="alert") and red at
 * WCAG AA contrast on white. Rendered even when empty where a form keeps its place for it, so
 * the submit button does not jump when a message comes.
 */
export function FormError({ id, className, children }: FormErrorProps) {
  return (
    <div id={id} role="alert" className={cn('text-sm font-medium text-red-700', className)}>
      {children}
    </div>
  );
}
