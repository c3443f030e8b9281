import type { RiskLevel } from '@breachwatch/core/records/types';
import { cn } from '../../../components/ui/cn';

const STYLES: Record<RiskLevel, string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-emerald-100 text-emerald-900',
};

export function RiskBadge({ level }: { level: RiskLevel }) {
  return <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize', STYLES[level])}>{level}</span>;
}
