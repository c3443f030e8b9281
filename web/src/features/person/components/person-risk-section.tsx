import { Link } from 'react-router';
import type { PersonView } from '@breachwatch/core/schemas/record-views';
import { CREDIT_MONITORING_DAYS } from '@breachwatch/core/schemas/constants';
import { ContentSection } from '../../../components/ui/content-section';
import { RiskSummary } from '../../../components/records/risk-summary';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** The record's one public risk level (spec §4's person score), what raised it, and the five recommended steps. */
export function PersonRiskSection({ person }: { person: PersonView }) {
  return (
    <ContentSection id="person-risk" title="Risk assessment and recommended actions">
      <RiskSummary risk={person.risk} />
      <h3 className="mt-5 font-semibold text-slate-900">Five steps to take now</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-800">
        <li>
          Freeze your credit with all three bureaus (Equifax, Experian and TransUnion). It is free and stops new accounts being opened in
          your name.
        </li>
        <li>
          Change the password of every email account listed above, use a different password for each site, and turn on two-step sign-in.
        </li>
        <li>
          Check your bank, card and credit reports closely for the next {CREDIT_MONITORING_DAYS} days and report anything you do not
          recognise straight away.
        </li>
        <li>
          Expect scam calls, texts and emails that quote these details. We and your bank will never ask for a password or a one-time code.
        </li>
        <li>
          If something already looks wrong, or you would like a person to walk you through it,{' '}
          <Link to="/contact" className={linkClass}>
            contact our support team
          </Link>
          . The check stays free thanks to people who{' '}
          <Link to="/donate" className={linkClass}>
            donate
          </Link>
          .
        </li>
      </ol>
    </ContentSection>
  );
}
