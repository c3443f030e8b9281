import type { RiskLevel } from '@breachwatch/core/records/types';
import { cn } from '../ui/cn';

// Colour is never the only signal: the badge text names the level.
const STYLES: Record<RiskLevel, string> = {
  high: 'bg-red-100 text-red-900 ring-red-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  low: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

/** A risk level pill: the level itself ("high", shown capitalised), or the `label` given. */
export function RiskBadge({ level, label }: { level: RiskLevel; label?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STYLES[level],
        !label && 'capitalize',
      )}
    >
      {label ?? level}
    </span>
  );
}
