import { BadgeCheck, CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import type { InboxThread } from '../api/inbox-types';
import { formatDateTime } from '../lib/messages';

/** The console's deep link to one record (the Breach Records tab opens it). */
const recordHref = (id: string) => `/admin/records?record=${encodeURIComponent(id)}`;

/**
 * What the case knows of its sender's ownership (ADR 0298). The mark says what was proved: this
 * address opened a link we mailed to it, at that time. It says nothing of who the person is, so
 * the badge does not either.
 */
export function VerifiedOwnerBadge({ thread }: { thread: Pick<InboxThread, 'fromEmail' | 'verifiedOwner'> }) {
  const owner = thread.verifiedOwner;
  if (!owner) {
    return (
      <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
        <CircleHelp className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>Not verified: nothing proves the sender owns a record. Anyone can write from any address.</span>
      </p>
    );
  }
  const at = <time dateTime={owner.verifiedAt}>{formatDateTime(owner.verifiedAt)}</time>;
  return (
    <div className="mt-2 flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-2 text-sm text-emerald-950">
      <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      <p className="min-w-0">
        {owner.recordId ? (
          <>
            <strong>Verified owner of record </strong>
            <Link className="font-semibold wrap-anywhere text-indigo-800 underline" to={recordHref(owner.recordId)}>
              {owner.recordId}
            </Link>
          </>
        ) : (
          <strong>Verified owner of a record since deleted</strong>
        )}
        <span className="block">
          This address opened the verification link we mailed to it on {at}. That proves control of the inbox, not who the person is.
        </span>
      </p>
    </div>
  );
}
