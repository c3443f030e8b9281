import { Archive, Mail, MailOpen, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { caseReference, isCaseContentRemoved } from '@breachwatch/core/schemas/inbox';
import { useThread } from '../api/get-thread';
import { useRetryDelivery } from '../api/retry-delivery';
import { useSetThreadStatus } from '../api/set-thread-status';
import { lookAlikeNote } from '../lib/look-alike-address';
import { threadLoadError } from '../lib/messages';
import { mailtoHref } from '../../../lib/mailto-href';
import { MessageItem } from './message-item';
import { CasePanel } from './case-panel';
import { OtherCases } from './other-cases';
import { ReplyBox } from './reply-box';
import { VerifiedOwnerBadge } from './verified-owner-badge';

const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 aria-disabled:opacity-60';

export interface ConversationProps {
  threadId: string;
  mailConfigured: boolean;
  /** Opens another case of the same address in the inbox. */
  onOpenCase(id: string): void;
  /** Move focus to the subject once loaded: the case was opened from another's list, whose button is gone. */
  focusOnLoad?: boolean;
}

export function Conversation({ threadId, mailConfigured, onOpenCase, focusOnLoad = false }: ConversationProps) {
  const query = useThread(threadId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && focusOnLoad) heading.current?.focus();
  }, [loaded, focusOnLoad]);
  const status = useSetThreadStatus(threadId);
  // aria-disabled while saving, not disabled, which would drop the focused button's focus.
  const change = (next: Parameters<typeof status.mutate>[0]) => {
    if (!status.isPending) status.mutate(next);
  };
  const retry = useRetryDelivery(threadId);

  if (query.isPending)
    return (
      <p className="p-6 text-slate-700" role="status">
        Loading conversation…
      </p>
    );
  if (query.isError) {
    return (
      <p role="alert" className="m-4 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800">
        {threadLoadError(query.error)}
      </p>
    );
  }
  const { thread, messages } = query.data;
  const closed = thread.status === 'closed';
  const removed = isCaseContentRemoved(thread);
  const addressNote = removed ? undefined : lookAlikeNote(thread.fromEmail);
  return (
    <section aria-labelledby="conversation-subject" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 p-4">
        <div className="min-w-0">
          {/* Anywhere, not break-word: a long URL in a subject must also not widen the layout. */}
          <h2
            id="conversation-subject"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold wrap-anywhere text-slate-900 focus:outline-none"
          >
            {thread.subject}
          </h2>
          {/* The reference our mail's subject names instead of the person's (ADR 0300). */}
          <p className="text-sm text-slate-700">Case {caseReference(thread.id)}</p>
          <p className="text-sm wrap-anywhere text-slate-700">
            {removed ? (
              'Name and email address removed under the retention rule'
            ) : (
              <>
                {/* Isolated: a right-to-left override in a name must not reverse the address after it. */}
                <bdi>{thread.fromName}</bdi> ·{' '}
                <a className="text-indigo-800 underline" href={mailtoHref(thread.fromEmail)}>
                  {thread.fromEmail}
                </a>
                {addressNote && <span className="block font-medium text-amber-900">{addressNote}</span>}
              </>
            )}
            {closed && <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs font-medium text-slate-800">Closed</span>}
          </p>
          {/* A stub has no sender left to have verified anything (ADR 0243). */}
          {!removed && <VerifiedOwnerBadge thread={thread} />}
        </div>
        {/* A stub stays closed: marking it read or unread would reopen it, which the server refuses. */}
        {!removed && (
          <div className="flex flex-wrap gap-2">
            {thread.status === 'unread' ? (
              <button type="button" className={actionClass} aria-disabled={status.isPending || undefined} onClick={() => change('read')}>
                <MailOpen className="size-4" aria-hidden="true" /> Mark read
              </button>
            ) : (
              <button type="button" className={actionClass} aria-disabled={status.isPending || undefined} onClick={() => change('unread')}>
                <Mail className="size-4" aria-hidden="true" /> Mark unread
              </button>
            )}
            {closed ? (
              <button type="button" className={actionClass} aria-disabled={status.isPending || undefined} onClick={() => change('read')}>
                <RotateCcw className="size-4" aria-hidden="true" /> Reopen
              </button>
            ) : (
              <button type="button" className={actionClass} aria-disabled={status.isPending || undefined} onClick={() => change('closed')}>
                <Archive className="size-4" aria-hidden="true" /> Close thread
              </button>
            )}
          </div>
        )}
        {status.isError && (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            Could not update the thread: {status.error.message}
          </p>
        )}
      </header>
      {/* The case panel scrolls with the messages: with its ledger open it is taller than the
          pane, and beside a fixed panel the messages would shrink to nothing. */}
      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50">
        {/* A stub has no address left to find other cases by (ADR 0243). */}
        {!removed && <OtherCases threadId={thread.id} onOpen={onOpenCase} />}
        <CasePanel threadId={thread.id} />
        <ol aria-label="Messages" className="space-y-3 p-4">
          {messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              fromName={thread.fromName}
              onRetry={(id) => retry.mutate(id)}
              retrying={retry.isPending && retry.variables === m.id}
            />
          ))}
        </ol>
      </div>
      {retry.isError && (
        <p role="alert" className="px-4 pt-2 text-sm font-medium text-red-700">
          Retry failed: {retry.error.message}
        </p>
      )}
      {/* A stub has no one to write to (ADR 0243); the server would refuse the reply. */}
      {!removed && <ReplyBox key={thread.id} threadId={thread.id} toEmail={thread.fromEmail} mailConfigured={mailConfigured} />}
    </section>
  );
}
