import { CONTACT_OWNER_COPY } from '@breachwatch/core/schemas/contact';
import { useId } from 'react';

export interface VerifiedRecordChoiceProps {
  /** Whether the Email field holds the verified address (as the server compares it). */
  fromVerified: boolean;
  share: boolean;
  onShareChange(share: boolean): void;
}

/**
 * Under the Email field of a verified owner (ADR 0298): the box that tells the team which record
 * was verified, or, once the address was changed, why it is no longer offered.
 */
export function VerifiedRecordChoice({ fromVerified, share, onShareChange }: VerifiedRecordChoiceProps) {
  const hintId = useId();
  if (!fromVerified) {
    return <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{CONTACT_OWNER_COPY.changed}</p>;
  }
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
      <label className="flex items-start gap-3 font-semibold">
        <input
          type="checkbox"
          name="shareVerifiedRecord"
          className="mt-0.5 size-4 shrink-0"
          checked={share}
          onChange={(e) => onShareChange(e.target.checked)}
          aria-describedby={hintId}
        />
        {CONTACT_OWNER_COPY.share}
      </label>
      <p id={hintId} className="mt-1 pl-7">
        {CONTACT_OWNER_COPY.shareHint}
      </p>
    </div>
  );
}
