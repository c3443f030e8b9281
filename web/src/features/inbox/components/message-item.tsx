import { RotateCw } from 'lucide-react';
import type { InboxMessage } from '../api/inbox-types';
import { formatDateTime } from '../lib/messages';
import { cn } from '../../../components/ui/cn';

export interface MessageItemProps {
  message: InboxMessage;
  fromName: string;
  onRetry?(messageId: string): void;
  retrying?: boolean;
}

function DeliveryNote({ message, onRetry, retrying }: Omit<MessageItemProps, 'fromName'>) {
  switch (message.deliveryStatus) {
    case 'sent':
      return <p className="mt-2 text-xs text-indigo-100">Emailed {message.deliveredAt ? formatDateTime(message.deliveredAt) : ''}</p>;
    case 'pending':
      return <p className="mt-2 text-xs text-indigo-100">Sending…</p>;
    case 'failed':
    case 'not_sent':
      return (
        <div className="mt-3 rounded-lg bg-white p-2 text-sm text-red-800">
          <p className="font-semibold">
            {message.deliveryStatus === 'failed' ? `Delivery failed: ${message.deliveryError ?? 'unknown error'}` : message.deliveryError}
          </p>
          {onRetry && (
            <button
              type="button"
              // aria-disabled, not disabled: the focused button must keep focus while it retries.
              onClick={() => {
                if (!retrying) onRetry(message.id);
              }}
              aria-disabled={retrying || undefined}
              className="mt-1 inline-flex min-h-9 items-center gap-1.5 rounded-md border border-red-300 px-2 font-semibold hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 aria-disabled:opacity-60"
            >
              <RotateCw className={cn('size-4', retrying && 'animate-spin')} aria-hidden="true" />
              {retrying ? 'Retrying…' : 'Retry sending'}
            </button>
          )}
        </div>
      );
    default:
      return null;
  }
}

/** One message; the body is rendered as text (React escapes it), never as HTML. */
export function MessageItem({ message, fromName, onRetry, retrying }: MessageItemProps) {
  const out = message.direction === 'out';
  return (
    <li className={cn('flex', out ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={out ? 'Reply from the team' : `Message from ${fromName}`}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 shadow-sm',
          out ? 'bg-indigo-700 text-white' : 'border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className={cn('text-xs font-semibold', out ? 'text-indigo-100' : 'text-slate-600')}>
          {out ? 'You replied' : <bdi>{fromName}</bdi>} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </p>
        <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{message.body}</p>
        {out && <DeliveryNote message={message} onRetry={onRetry} retrying={retrying} />}
      </article>
    </li>
  );
}
