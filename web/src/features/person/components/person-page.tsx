import { Link, useLocation, useParams } from 'react-router';
import { FileWarning } from 'lucide-react';
import type { PersonView } from '@breachwatch/core/schemas/records-api';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { usePerson } from '../api/get-person';
import { BackToSearchLink, DetailLoadError, RecordSkeleton, recordLinkClass } from '../../../components/records/record-page-parts';
import { ExposureBanner, isExposureDetected } from './exposure-banner';
import { AddressesOverview, ContactOverview, IdentityOverview, WorkInformation } from './person-data-sections';
import { PersonRiskSection } from './person-risk-section';
import { PersonSourcesSection } from './person-sources-section';

/** /people/:id: person detail (spec §2) with every value masked by the server. */
export function PersonPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const person = usePerson(id);

  return (
    <Container size="narrow" className="py-8 sm:py-12">
      <title>{`Person details | ${siteConfig.siteName}`}</title>
      <BackToSearchLink />

      {person.isPending && <RecordSkeleton label="Loading person details…" />}
      {person.isError && <DetailLoadError title="Person details" error={person.error} />}
      {person.data && <PersonBody person={person.data} backState={location.state} />}
    </Container>
  );
}

function PersonBody({ person, backState }: { person: PersonView; backState: unknown }) {
  return (
    <article aria-labelledby="person-title" className="mt-4">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Person details</p>
        <h1 id="person-title" className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
          {person.name}
        </h1>
        <p className="mt-3 text-slate-700">Every value below is masked. We never show full numbers or addresses on this site.</p>
        <Link to={`/breach-check/leak/${encodeURIComponent(person.id)}`} state={backState} className={`${recordLinkClass} mt-2`}>
          <FileWarning aria-hidden="true" className="size-4" />
          Open the full Exposure Report
        </Link>
      </header>
      <div className="mt-6 space-y-6">
        {isExposureDetected(person) && <ExposureBanner />}
        <IdentityOverview person={person} />
        <ContactOverview person={person} />
        <AddressesOverview person={person} />
        <WorkInformation person={person} />
        <PersonSourcesSection person={person} />
        <PersonRiskSection person={person} />
      </div>
    </article>
  );
}
