import { Link, useLocation, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, FileWarning } from 'lucide-react';
import type { PersonView } from '@breachwatch/core/schemas/records-api';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { personErrorMessage, usePerson } from '../api/get-person';
import { backTarget } from './back-link';
import { ExposureBanner, isExposureDetected } from './exposure-banner';
import { AddressesOverview, ContactOverview, IdentityOverview, WorkInformation } from './person-data-sections';
import { PersonRiskSection } from './person-risk-section';
import { PersonSourcesSection } from './person-sources-section';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** /people/:id: person detail (spec §2) with every value masked by the server. */
export function PersonPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const person = usePerson(id);

  return (
    <Container size="narrow" className="py-8 sm:py-12">
      <title>{`Person details | ${siteConfig.siteName}`}</title>
      <Link to={backTarget(location.state)} className={linkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to breach check
      </Link>

      {person.isPending && <PersonSkeleton />}
      {person.isError && (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Person details</h1>
          <div role="alert" className="mt-6 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {personErrorMessage(person.error)}
          </div>
        </>
      )}
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
        <Link to={`/breach-check/leak/${encodeURIComponent(person.id)}`} state={backState} className={`${linkClass} mt-2`}>
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

function PersonSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">Loading person details…</span>
      <div aria-hidden="true" className="animate-pulse space-y-6">
        <div className="h-9 w-2/3 rounded bg-slate-200" />
        <div className="h-16 w-full rounded-2xl bg-slate-200" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 w-full rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
