import { PUBLIC_RISK_MAX_SCORE, PUBLIC_RISK_SCALE } from '@breachwatch/core/records/public-risk';
import type { RiskLevel } from '@breachwatch/core/records/types';
import { riskLevelStyle } from './record-page-parts';

interface PublicRiskView {
  level: RiskLevel;
  score: number;
  reason: string;
}

const LEVEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The record's one public risk level, what raised it, and how it is scored. */
export function RiskSummary({ risk, headingLevel = 'h3' }: { risk: PublicRiskView; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <Heading className={`inline-flex rounded-lg px-4 py-2 text-lg font-bold ${riskLevelStyle[risk.level]}`}>
          {LEVEL[risk.level]} risk
        </Heading>
        <p className="text-slate-900">
          Score <span className="font-bold">{risk.score}</span> of {PUBLIC_RISK_MAX_SCORE}
        </p>
      </div>
      <p className="mt-3 text-slate-800">{risk.reason}</p>
      <p className="mt-2 text-sm text-slate-600">{PUBLIC_RISK_SCALE}</p>
    </div>
  );
}
