import { AlertOctagon, AlertTriangle, CheckCircle2, Info, ShieldAlert } from 'lucide-react';
import type { ExposureSeverity, SummarySeverity } from '@breachwatch/core/scan/scoring';

type AnySeverity = ExposureSeverity | SummarySeverity;

// Colour AND words AND an icon: severity must never be told by colour alone. Every pairing
// keeps text contrast at WCAG AA.
export const SEVERITY_STYLES: Record<AnySeverity, { label: string; badge: string; bar: string }> = {
  critical: { label: 'Critical', badge: 'bg-red-100 text-red-900 ring-red-300', bar: 'bg-red-700' },
  high: { label: 'High', badge: 'bg-orange-100 text-orange-900 ring-orange-300', bar: 'bg-orange-600' },
  medium: { label: 'Medium', badge: 'bg-amber-100 text-amber-900 ring-amber-300', bar: 'bg-amber-500' },
  low: { label: 'Low', badge: 'bg-sky-100 text-sky-900 ring-sky-300', bar: 'bg-sky-600' },
  info: { label: 'Info', badge: 'bg-slate-100 text-slate-800 ring-slate-300', bar: 'bg-slate-500' },
  none: { label: 'None', badge: 'bg-emerald-100 text-emerald-900 ring-emerald-300', bar: 'bg-emerald-600' },
};

const ICONS: Record<AnySeverity, typeof Info> = {
  critical: AlertOctagon,
  high: ShieldAlert,
  medium: AlertTriangle,
  low: Info,
  info: Info,
  none: CheckCircle2,
};

export function SeverityBadge({ severity }: { severity: AnySeverity }) {
  const style = SEVERITY_STYLES[severity];
  const Icon = ICONS[severity];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${style.badge}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {style.label}
    </span>
  );
}
