import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { FileWarning, ListChecks } from 'lucide-react';
import { disclosurePromise } from '@breachwatch/core/disclosure/promise';
import type { PersonView } from '@breachwatch/core/schemas/record-views';
import { recoveryPlanPathForRecord } from '@breachwatch/core/recovery/plan-links';
import { LinkButton } from '../../../components/ui/button';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { usePerson } from '../api/get-person';
import { BackToSearchLink, DetailLoadError, RecordSkeleton, recordLinkClass } from '../../../components/records/record-page-parts';
import { RecordSections } from '../../../components/records/record-sections';
import { ExposureBanner } from './exposure-banner';
import { PersonRiskSection } from './person-risk-section';
import { PersonSourcesSection } from './person-sources-section';

const TITLES = { identity: 'Identity Overview', address: 'Addresses', work: 'Work Information' } as const;

/**
 * /people/:id: person detail (spec §2), as the disclosure policy lets a stranger see it.
 * `verify` is what the page offers the record's owner (composed in app/, features do not
 * import each other).
 */
export function PersonPage({ verify }: { verify?: (recordId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const person = usePerson(id);

  return (
    <Container size="narrow" className="py-8 sm:py-12">
      <title>{`Person details | ${siteConfig.siteName}`}</title>
      <BackToSearchLink />

      {person.isPending && <RecordSkeleton label="Loading person details…" />}
      {person.isError && <DetailLoadError title="Person details" error={person.error} />}
      {person.data && <PersonBody person={person.data} backState={location.state} verify={verify?.(person.data.id)} />}
    </Container>
  );
}

function PersonBody({ person, backState, verify }: { person: PersonView; backState: unknown; verify: ReactNode }) {
  return (
    <article aria-labelledby="person-title" className="mt-4 wrap-anywhere">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Person details</p>
        <h1 id="person-title" className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {person.name}
        </h1>
        <p className="mt-3 text-slate-700">{disclosurePromise('anonymous')}</p>
        {/* Side by side from the small breakpoint, with room between them; stacked on phones. */}
        <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link to={`/breach-check/leak/${encodeURIComponent(person.id)}`} state={backState} className={recordLinkClass}>
            <FileWarning aria-hidden="true" className="size-4" />
            Open the full Exposure Report
          </Link>
          <LinkButton to={recoveryPlanPathForRecord(person.id)} className="w-full sm:w-auto">
            <ListChecks aria-hidden="true" className="size-5" />
            Start your recovery plan
          </LinkButton>
        </div>
      </header>
      <div className="mt-6 space-y-6">
        {person.exposureDetected && <ExposureBanner dataClasses={person.dataClasses} />}
        {verify}
        <RecordSections sections={person.sections} idPrefix="person" titles={TITLES} omit={['fullName']} />
        <PersonSourcesSection person={person} />
        <PersonRiskSection person={person} />
      </div>
    </article>
  );
}
