import type { SummarySeverity } from '@breachwatch/core/scan/scoring';
import { SEVERITY_STYLES, SeverityBadge } from './severity-badge';

/** The risk score as a labelled bar (role="meter"), with the severity in words beside it. */
export function RiskGauge({ score, severity }: { score: number; severity: SummarySeverity }) {
  const style = SEVERITY_STYLES[severity];
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id="scan-risk-label" className="text-sm font-semibold text-slate-700">
          Risk score
        </p>
        <SeverityBadge severity={severity} />
      </div>
      <p className="mt-1 text-4xl font-bold text-slate-900">
        {score}
        <span className="text-lg font-semibold text-slate-600"> / 100</span>
      </p>
      <div
        role="meter"
        aria-labelledby="scan-risk-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} out of 100, ${style.label.toLowerCase()} risk`}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${style.bar}`} style={{ width: `${Math.max(score, score > 0 ? 2 : 0)}%` }} />
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </div>
    </div>
  );
}
