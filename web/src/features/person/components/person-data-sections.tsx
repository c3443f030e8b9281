import type { PersonView } from '@breachwatch/core/schemas/records-api';
import { ContentSection } from '../../../components/ui/content-section';
import { FactList, MaskedValueList } from '../../../components/records/fact-list';

const NOT_EXPOSED = 'Not in the leaked data';

// Masked values from the server, rendered as text only.

type Address = PersonView['addresses'][number];

function cityStateZip(city: string | null, state: string | null, zip: string | null): string {
  const cityState = [city, state].filter(Boolean).join(', ');
  return [cityState, zip].filter(Boolean).join(' ');
}

export function hasAnyAddressPart(a: Address): boolean {
  return [a.street, a.city, a.state, a.zip, a.county, a.country].some((v) => v !== null && v.trim() !== '');
}

export function IdentityOverview({ person }: { person: PersonView }) {
  const i = person.identity;
  return (
    <ContentSection id="person-identity" title="Identity Overview">
      <FactList
        emptyText={NOT_EXPOSED}
        rows={[
          ['Social Security number', i.ssn],
          ['Date of birth', i.dob],
          ['Age', i.age === null ? null : String(i.age)],
          ["Driver's license", i.driverLicense],
          ['City / State / ZIP', cityStateZip(i.city, i.state, i.zip)],
        ]}
      />
    </ContentSection>
  );
}

function MaskedList({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) return <span className="text-slate-600 italic">{empty}</span>;
  return <MaskedValueList values={values} />;
}

export function ContactOverview({ person }: { person: PersonView }) {
  return (
    <ContentSection id="person-contact" title="Contact">
      <FactList
        emptyText={NOT_EXPOSED}
        rows={[
          ['Emails', <MaskedList key="e" values={person.contact.emails} empty="No email addresses found" />],
          ['Phones', <MaskedList key="p" values={person.contact.phones} empty="No phone numbers found" />],
        ]}
      />
    </ContentSection>
  );
}

export function AddressesOverview({ person }: { person: PersonView }) {
  const addresses = person.addresses.filter(hasAnyAddressPart);
  return (
    <ContentSection id="person-addresses" title="Addresses">
      {addresses.length === 0 ? (
        <p className="text-slate-600 italic">No addresses found</p>
      ) : (
        <ul className="space-y-3">
          {addresses.map((a, i) => (
            <li key={i} className="rounded-xl bg-slate-50 px-4 py-3 text-slate-800">
              <address className="not-italic">
                {a.street && <span className="block">{a.street}</span>}
                {cityStateZip(a.city, a.state, a.zip) && <span className="block">{cityStateZip(a.city, a.state, a.zip)}</span>}
                {(a.county || a.country) && (
                  <span className="block text-slate-700">{[a.county, a.country].filter(Boolean).join(', ')}</span>
                )}
              </address>
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  );
}

export function WorkInformation({ person }: { person: PersonView }) {
  const w = person.work;
  return (
    <ContentSection id="person-work" title="Work Information">
      <FactList
        emptyText={NOT_EXPOSED}
        rows={[
          ['Work email', w.workEmail],
          ['Work area', w.workArea],
          ['Employer', w.employer],
          ['Job title', w.jobTitle],
          ['Department', w.department],
        ]}
      />
    </ContentSection>
  );
}
