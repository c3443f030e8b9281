import { detailModalRiskLevel } from '@breachwatch/core/records/risk';
import type { AdminRecordDetail } from '@breachwatch/core/schemas/records-api';
import type { ReactNode } from 'react';
import { useRecord } from '../api/get-record';
import { Modal } from './modal';
import { RiskBadge } from '../../../components/records/risk-badge';
import { mailtoHref } from '../../../lib/mailto-href';

const label = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5 first:mt-0">
      <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Fields({ entries }: { entries: Array<[string, ReactNode]> }) {
  const shown = entries.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (shown.length === 0) return <p className="text-sm text-slate-600">None.</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {shown.map(([k, v]) => (
        <div key={k} className="flex min-w-0 gap-2">
          <dt className="shrink-0 font-medium text-slate-600">{k}:</dt>
          <dd className="min-w-0 break-words text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function RecordBody({ r }: { r: AdminRecordDetail }) {
  const a = r.address;
  return (
    <>
      <p className="mb-4 flex items-center gap-2 text-sm text-slate-800">
        Risk (detail rule): <RiskBadge level={detailModalRiskLevel({ emails: r.emails, phones: r.phones, employment: r.employment })} />
      </p>
      <Section title="Identity">
        <Fields
          entries={[
            ['Name', r.name],
            ['SSN', r.ssn],
            ['Date of birth', r.dob],
            // A record with only a birth year (ADR 0323); with a date of birth the year is in it.
            ['Birth year', r.dob ? null : r.birthYear],
            ['Driver licence', r.driverLicense],
            ['National ID or passport', r.nationalId],
            ['External id', r.externalId],
            ['EID', r.eid],
            ['Card', r.card],
            ['Contact', r.contact],
          ]}
        />
      </Section>
      <Section title="Contact">
        <Fields
          entries={[
            [
              'Email',
              r.emails.length ? (
                <span className="flex flex-col">
                  {r.emails.map((e) => (
                    <a key={e} className="text-indigo-800 underline" href={mailtoHref(e)}>
                      {e}
                    </a>
                  ))}
                </span>
              ) : null,
            ],
            [
              'Phone',
              r.phones.length ? (
                <span className="flex flex-col">
                  {r.phones.map((p) => (
                    <a key={p} className="text-indigo-800 underline" href={telHref(p)}>
                      {p}
                    </a>
                  ))}
                </span>
              ) : null,
            ],
          ]}
        />
      </Section>
      <Section title="Address">
        <Fields
          entries={[
            ['Street', a.street],
            ['Address 2', a.address2],
            ['City', a.city],
            ['State', a.state],
            ['Zip', a.zip],
            ['County', a.county],
            ['Country', a.country],
          ]}
        />
      </Section>
      <Section title="Employment">
        <Fields entries={Object.entries(r.employment).map(([k, v]) => [label(k), v])} />
      </Section>
      <Section title="Benefits & coverage">
        <Fields entries={Object.entries(r.benefits).map(([k, v]) => [label(k), v])} />
      </Section>
      <Section title="Leak sources">
        {r.leakSources.length === 0 && r.sources.length === 0 ? (
          <p className="text-sm text-slate-600">None recorded.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {r.leakSources.map((s, i) => (
              <li key={`${s.name}-${i}`} className="rounded-lg border border-slate-200 p-2">
                <span className="font-semibold text-slate-900">{s.name}</span>{' '}
                <span className="text-slate-600">
                  ({s.credibility} credibility{s.category ? `, ${s.category}` : ''}
                  {s.dateFound ? `, found ${s.dateFound}` : ''})
                </span>
                {s.reason && <p className="text-slate-700">{s.reason}</p>}
                {/* Shown as text: a breach-site link is not something to click from the console. */}
                {s.url && <p className="font-mono text-xs break-all text-slate-700">{s.neutralizedUrl ?? s.url}</p>}
              </li>
            ))}
            {r.sources.map((s) => (
              <li key={s} className="text-slate-800">
                {s}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Import batch">
        {r.batch ? (
          <Fields
            entries={[
              ['Batch', r.batch.id],
              ['Source', r.batch.sourceName],
              ['Kind', r.batch.kind],
              ['File', r.batch.fileName],
              ['Imported', new Date(r.batch.importedAt).toLocaleString('en-US')],
              ['By', r.batch.importedBy],
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">Not recorded.</p>
        )}
        <p className="mt-1 text-sm text-slate-700">Date added: {r.dateAdded}</p>
      </Section>
      <Section title="All fields as imported">
        <Fields entries={Object.entries(r.allFields)} />
      </Section>
    </>
  );
}

/** The full record for admins (spec §4 detail modal); opening it is audited by the server. */
export function RecordDetailDialog({ id, onClose }: { id: string; onClose(): void }) {
  const record = useRecord(id);
  return (
    <Modal title={record.data?.name ?? 'Record'} onClose={onClose}>
      {record.isPending && <p role="status">Loading…</p>}
      {record.isError && (
        <p role="alert" className="text-red-800">
          {record.error.message || 'Failed to load'}
        </p>
      )}
      {record.data && <RecordBody r={record.data} />}
    </Modal>
  );
}
