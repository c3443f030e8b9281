import { Link } from 'react-router';
import type { PersonView } from '@breachwatch/core/schemas/record-views';
import { firstSteps } from '@breachwatch/core/recovery/first-steps';
import { ContentSection } from '../../../components/ui/content-section';
import { RiskSummary } from '../../../components/records/risk-summary';
import { recordRegionKey, usePlanRegionChoice } from '../../../lib/plan-region-choice';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/**
 * The record's one public risk level (spec §4's person score), what raised it, and the recommended
 * steps: the recovery plan's first steps for what leaked (ADR 0225), then how to reach us.
 */
export function PersonRiskSection({ person }: { person: PersonView }) {
  // Where the person lives, as the recovery plan was told in this browser or the record says (ADR 0303).
  const { region } = usePlanRegionChoice(recordRegionKey(person.id), person.planRegion);
  return (
    <ContentSection id="person-risk" title="Risk assessment and recommended actions">
      <RiskSummary risk={person.risk} />
      <h3 className="mt-5 font-semibold text-slate-900">What to do now</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-800">
        {firstSteps(person.dataClasses, region).map((step) => (
          <li key={step}>{step}</li>
        ))}
        <li>
          If something already looks wrong, or you would like a person to walk you through it,{' '}
          <Link to="/contact" className={linkClass}>
            contact our support team
          </Link>
          . The check stays free thanks to people who{' '}
          <Link to="/donate" className={linkClass}>
            donate
          </Link>
          . We never ask for passwords or one-time codes.
        </li>
      </ol>
    </ContentSection>
  );
}
