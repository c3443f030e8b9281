import type { RiskLevel } from '@breachwatch/core/records/types';

// Colour is never the only signal: the level is written out in the badge text.
const styles: Record<RiskLevel, string> = {
  high: 'bg-red-100 text-red-900 ring-red-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  low: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

export function RiskBadge({ level }: { level: RiskLevel }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[level]}`}>
      {level.charAt(0).toUpperCase() + level.slice(1)} risk
    </span>
  );
}
