import { ShieldAlert } from 'lucide-react';

/** Spec §2: shown when any email, phone or address exists in the record (the server decides). */
export function ExposureBanner() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-red-300 bg-red-700 px-5 py-4 text-white shadow-sm">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div>
        <p className="text-lg font-bold">Exposure detected</p>
        <p className="mt-0.5 text-red-50">
          Contact details or an address for this person appear in leaked data. The steps below help you limit the harm.
        </p>
      </div>
    </div>
  );
}
