import { Button } from '../../../components/ui/button';
import type { ProgressMode } from '../lib/record-progress';
import { BROWSER_STORAGE_NOTE } from './storage-notes';

function timeOf(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** Where the progress is kept, said plainly for the mode the page is in. */
export function progressNotes(mode: ProgressMode): { storageNote: string; clearLabel: string } {
  if (mode.kind === 'owner')
    return {
      storageNote: `You are verified as this record’s owner. Your progress is saved with your verification, so it follows you to another device once you verify again there. It stops showing when your verification ends, at ${timeOf(mode.expiresAt)}.`,
      clearLabel: 'Clear my saved progress',
    };
  return { storageNote: BROWSER_STORAGE_NOTE, clearLabel: 'Clear my progress on this device' };
}

/** A lapsed verification, or marks made in this browser before verifying that can be added. */
export function OwnerProgressNote({ mode }: { mode: ProgressMode }) {
  if (mode.kind === 'browser' && mode.lapsed)
    return (
      <p role="status" className="mt-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-indigo-200">
        Your verified session has ended, so the progress saved with it is hidden. Verify your email again on the Exposure Report to see it.
        Until then, marks you make here are saved in this browser only.
      </p>
    );
  if (mode.kind === 'owner') {
    const count = Object.keys(mode.browserMarks).length;
    if (count === 0) return null;
    return (
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-900">
        <span>
          This browser has {count} {count === 1 ? 'mark' : 'marks'} from before you verified.
        </span>
        <Button size="sm" variant="secondary" onClick={mode.addBrowserMarks}>
          Add {count === 1 ? 'it' : 'them'} to my saved progress
        </Button>
      </div>
    );
  }
  return null;
}
