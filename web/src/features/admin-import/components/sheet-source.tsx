import { toSheetCsvUrl } from '@breachwatch/core/sheets/sheet-url';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDeleteSheetUrl, useSaveSheetUrl, useSheetUrl } from '../api/sheet-url-setting';
import { inputClass } from './leak-source-fields';

export const SAVE_FAILED = 'Save failed';
export const SAVE_FAILED_DETAIL = 'Could not save Sheet URL';
export const UNLINK_FAILED = 'Unlink failed';
export const UNLINK_FAILED_DETAIL = 'Could not unlink Sheet';

const smallButton =
  'min-h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-60';

function serverDetail(error: unknown): string | null {
  const text = error instanceof ApiError ? (error.body as { error?: unknown } | undefined)?.error : undefined;
  return typeof text === 'string' ? text : null;
}

/** Google Sheet link input, with the saved default link (pre-filled, one-click re-sync). */
export function SheetSource({
  link,
  onLink,
  onResync,
  busy,
}: {
  link: string;
  onLink(v: string): void;
  onResync(link: string): void;
  busy: boolean;
}) {
  const saved = useSheetUrl();
  const save = useSaveSheetUrl();
  const unlink = useDeleteSheetUrl();
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);

  // A saved link fills an empty box once it loads.
  const savedUrl = saved.data ?? null;
  useEffect(() => {
    if (savedUrl && link === '') onLink(savedUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved link arrives
  }, [savedUrl]);

  const csv = toSheetCsvUrl(link);
  const doSave = () => {
    if (link.trim() === '') return setNote({ error: true, text: 'Paste a Google Sheet link first' });
    save.mutate(link.trim(), {
      onSuccess: () => setNote({ error: false, text: 'Saved as the default sheet.' }),
      onError: (e) => setNote({ error: true, text: `${SAVE_FAILED}: ${serverDetail(e) ?? SAVE_FAILED_DETAIL}` }),
    });
  };
  const doUnlink = () =>
    unlink.mutate(undefined, {
      onSuccess: () => setNote({ error: false, text: 'Default sheet unlinked.' }),
      onError: (e) => setNote({ error: true, text: `${UNLINK_FAILED}: ${serverDetail(e) ?? UNLINK_FAILED_DETAIL}` }),
    });

  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-slate-800">
        Google Sheet link
        <input
          className={inputClass}
          type="url"
          value={link}
          onChange={(e) => onLink(e.target.value)}
          placeholder="Paste a Google Sheet link"
        />
      </label>
      <p className="text-xs text-slate-600">
        {csv
          ? `Will fetch the CSV export: ${csv}`
          : 'An edit link or a "Publish to web" link; the first tab is used unless the link names another.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} onClick={doSave} disabled={save.isPending}>
          Save as default
        </button>
        {savedUrl && (
          <>
            <button type="button" className={smallButton} onClick={() => onResync(savedUrl)} disabled={busy}>
              Re-sync saved sheet
            </button>
            <button type="button" className={smallButton} onClick={doUnlink} disabled={unlink.isPending}>
              Unlink
            </button>
          </>
        )}
      </div>
      {savedUrl && <p className="text-xs break-all text-slate-700">Saved default: {savedUrl}</p>}
      {note && (
        <p role={note.error ? 'alert' : 'status'} className={note.error ? 'text-sm font-medium text-red-800' : 'text-sm text-slate-800'}>
          {note.text}
        </p>
      )}
    </div>
  );
}
