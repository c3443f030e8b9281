import { CASE_STATUS_ADMIN_LABELS } from '@breachwatch/core/schemas/inbox';
import type { InboxThread } from '../api/inbox-types';
import { formatDateTime } from '../lib/messages';
import { cn } from '../../../components/ui/cn';

export interface ThreadListProps {
  threads: readonly InboxThread[];
  selectedId: string | null;
  onSelect(id: string): void;
}

export function ThreadList({ threads, selectedId, onSelect }: ThreadListProps) {
  if (threads.length === 0) {
    return <p className="p-6 text-center text-slate-700">No messages yet. New contact messages appear here as they arrive.</p>;
  }
  return (
    <ul aria-label="Conversations" className="divide-y divide-slate-200">
      {threads.map((t) => {
        const unread = t.status === 'unread';
        const selected = t.id === selectedId;
        return (
          <li key={t.id}>
            <button
              type="button"
              onClick={() => onSelect(t.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'block w-full min-w-0 px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-700',
                selected ? 'bg-indigo-50' : 'hover:bg-slate-50',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn('flex min-w-0 items-center gap-2 truncate text-slate-900', unread ? 'font-bold' : 'font-medium')}>
                  {unread && <span className="size-2 shrink-0 rounded-full bg-indigo-700" aria-hidden="true" />}
                  <span className="truncate">{t.fromName}</span>
                  {unread && <span className="sr-only">(unread)</span>}
                </span>
                <time dateTime={t.lastMessageAt} className="shrink-0 text-xs text-slate-600">
                  {formatDateTime(t.lastMessageAt)}
                </time>
              </span>
              <span
                className={cn(
                  'mt-0.5 flex min-w-0 items-center gap-2 truncate text-sm',
                  unread ? 'font-semibold text-slate-900' : 'text-slate-800',
                )}
              >
                {/* Shrinks (and truncates) so that the status badges stay in view. */}
                <span className="min-w-0 truncate">{t.subject}</span>
                <span className="shrink-0 rounded bg-indigo-50 px-1.5 text-xs font-medium text-indigo-900">
                  {CASE_STATUS_ADMIN_LABELS[t.caseStatus]}
                </span>
                {t.verifiedOwner && (
                  <span className="shrink-0 rounded bg-emerald-100 px-1.5 text-xs font-medium text-emerald-900">Verified owner</span>
                )}
                {t.status === 'closed' && (
                  <span className="shrink-0 rounded bg-slate-200 px-1.5 text-xs font-medium text-slate-800">Closed</span>
                )}
              </span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">{t.preview}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
