import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * A box whose wide content (a table) scrolls sideways inside it, never the page. `relative` is
 * the point: the cells' sr-only labels are positioned absolutely, and without a positioned box
 * around them they escape its scrolling and push the whole page sideways on a phone.
 */
export function ScrollBox({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('relative overflow-x-auto', className)} {...rest} />;
}
