import { ShieldAlert } from 'lucide-react';
import { describeDataClasses, type DataClass } from '@breachwatch/core/scan/data-classes';

/**
 * Spec §2: shown when any email, phone or address exists in the record (the server decides).
 * It names what leaked from the record's kinds, the list the disclosure policy already shows a
 * stranger on the search card ("What leaked"), never a value: a fixed "contact details or an
 * address" understated a record that also leaked an SSN, a licence or health data.
 */
export function ExposureBanner({ dataClasses }: { dataClasses: readonly DataClass[] }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-red-300 bg-red-700 px-5 py-4 text-white shadow-sm">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="text-lg font-bold">Exposure detected</p>
        <p className="mt-0.5 text-red-50">
          {dataClasses.length > 0 ? (
            <>
              What leaked for this person: <span className="font-semibold text-white">{describeDataClasses(dataClasses)}</span>.
            </>
          ) : (
            'Personal details of this person appear in leaked data.'
          )}{' '}
          The steps below help you limit the harm.
        </p>
      </div>
    </div>
  );
}
