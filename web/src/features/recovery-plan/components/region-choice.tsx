import { OUTSIDE_US_DEFAULT_REASON, PLAN_REGIONS, type PlanRegion } from '@breachwatch/core/recovery/plan-region';
import type { PlanRegionChoice } from '../../../lib/plan-region-choice';

const LABELS: Record<PlanRegion, string> = {
  us: 'In the United States',
  outsideUs: 'Outside the United States',
};

/**
 * "Where do you live?" (ADR 0303). The US steps (credit freezes at the US bureaus, the IRS, the
 * FTC, a state DMV) cannot be done elsewhere, and a frightened reader cannot tell, so the plan
 * asks, and opens outside the US when the record says so.
 */
export function RegionChoice({ choice }: { choice: PlanRegionChoice }) {
  const fromRecord = !choice.chosen && choice.recordDefault === 'outsideUs';
  return (
    <fieldset className="mt-4 rounded-xl border border-slate-300 bg-white p-4 print:hidden">
      <legend className="px-1 font-semibold text-slate-900">Where do you live?</legend>
      <div className="flex flex-wrap gap-2">
        {PLAN_REGIONS.map((region) => (
          <label
            key={region}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-700"
          >
            <input
              type="radio"
              name="plan-region"
              value={region}
              checked={choice.region === region}
              onChange={() => choice.choose(region)}
              className="size-4 accent-indigo-700"
            />
            {LABELS[region]}
          </label>
        ))}
      </div>
      {fromRecord && <p className="mt-2 text-sm text-slate-700">{OUTSIDE_US_DEFAULT_REASON}</p>}
      <p className="mt-2 text-sm text-slate-700">
        {choice.region === 'us'
          ? 'The plan uses US services, such as the three US credit bureaus and the FTC.'
          : 'Steps that work only in the US (credit freezes at the US bureaus, the IRS, the FTC) are left out, and general steps take their place. If you also have US bank accounts, credit or taxes, look at the plan for the United States as well.'}
      </p>
    </fieldset>
  );
}
