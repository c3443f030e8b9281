import { addressScoreCaption, type SummarySeverity } from '@breachwatch/core/scan/scoring';
import { SeverityBadge } from './severity-badge';

/**
 * The scan's risk level in words, then its address score as a labelled bar (role="meter"). The
 * two are different things (ADR 0307): the level is the record pages' level, the score adds up
 * how much was found across every source, so the bar is one neutral colour, not the level's.
 */
export function RiskGauge({ score, severity, sources }: { score: number; severity: SummarySeverity; sources: number }) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-slate-700">Risk level</p>
        <SeverityBadge severity={severity} />
      </div>
      <p id="scan-score-label" className="mt-4 text-sm font-semibold text-slate-700">
        Address score
      </p>
      <p className="mt-1 text-4xl font-bold text-slate-900">
        {score}
        <span className="text-lg font-semibold text-slate-600"> / 100</span>
      </p>
      <p className="text-sm text-slate-700">{addressScoreCaption(sources)}</p>
      <div
        role="meter"
        aria-labelledby="scan-score-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score} out of 100, ${addressScoreCaption(sources).toLowerCase()}`}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-700" style={{ width: `${Math.max(score, score > 0 ? 2 : 0)}%` }} />
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
