import type { CatalogBreach } from '@breachwatch/core/scan/scan-result';
import { HIBP_CREDIT, HIBP_CREDIT_URL } from '@breachwatch/core/scan/scan-result';

const LABELS: [keyof CatalogBreach, string, string][] = [
  ['isFabricated', 'Fabricated', 'bg-slate-200 text-slate-900'],
  ['isSpamList', 'Spam list', 'bg-violet-100 text-violet-900'],
  ['isSensitive', 'Sensitive', 'bg-rose-100 text-rose-900'],
  ['isMalware', 'Malware', 'bg-red-100 text-red-900'],
  ['isRetired', 'Retired', 'bg-slate-100 text-slate-800'],
];

function labelsOf(b: CatalogBreach): [string, string][] {
  const out: [string, string][] = [];
  if (!b.isVerified) out.push(['Unverified', 'bg-amber-100 text-amber-900']);
  for (const [key, text, cls] of LABELS) if (b[key]) out.push([text, cls]);
  return out;
}

export function HibpCredit() {
  return (
    <p className="text-xs text-slate-600">
      <a
        href={HIBP_CREDIT_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="underline hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-700"
      >
        {HIBP_CREDIT}
      </a>{' '}
      (CC BY 4.0)
    </p>
  );
}

/** The scanned domain's own public breaches; unusual ones are labelled, never hidden. */
export function CatalogBreaches({ domain, breaches }: { domain: string; breaches: CatalogBreach[] }) {
  return (
    <section aria-labelledby="scan-catalog-heading" className="space-y-3">
      <h3 id="scan-catalog-heading" className="text-base font-semibold text-slate-900">
        Known public breaches of {domain}
      </h3>
      {breaches.length === 0 ? (
        <p className="text-sm text-slate-700">No public breach of this organisation&apos;s own service is in our breach catalog.</p>
      ) : (
        <ul className="space-y-2">
          {breaches.map((b) => (
            <li key={b.name} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{b.title}</span>
                {labelsOf(b).map(([text, cls]) => (
                  <span key={text} className={`rounded px-1.5 py-0.5 text-xs font-semibold ${cls}`}>
                    {text}
                  </span>
                ))}
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {b.breachDate ? `Breached ${b.breachDate}` : 'Breach date unknown'} ·{' '}
                {b.accounts > 0 ? `${b.accounts.toLocaleString('en-US')} accounts` : 'accounts unknown'}
              </p>
              {b.dataClasses.length > 0 && <p className="mt-1 text-sm text-slate-600">{b.dataClasses.join(', ')}</p>}
            </li>
          ))}
        </ul>
      )}
      <HibpCredit />
    </section>
  );
}
