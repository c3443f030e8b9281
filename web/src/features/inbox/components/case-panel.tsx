import { useId, useState, type FormEvent } from 'react';
import {
  CASE_ACTION_LABELS,
  CASE_CONTENT_DAYS_AFTER_RESOLVED,
  CASE_EVIDENCE_DAYS_AFTER_RESOLVED,
  CASE_STATUS_ADMIN_LABELS,
  CASE_STATUSES,
  caseEntryCreateSchema,
  MANUAL_CASE_ACTIONS,
  type AdminCase,
  type CaseStatus,
} from '@breachwatch/core/schemas/inbox';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-client';
import { useAddCaseEntry, useCase, useSetCaseStatus } from '../api/case-api';
import { formatDateTime } from '../lib/messages';

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-indigo-600';
const errorText = (e: unknown) => serverMessageOr(e, 'Could not save. Try again.');

/** The case beside a conversation: status, the ledger (who, when, outcome) and shared recovery progress. */
export function CasePanel({ threadId }: { threadId: string }) {
  const query = useCase(threadId);
  const setStatus = useSetCaseStatus(threadId);
  const addEntry = useAddCaseEntry(threadId);
  const [action, setAction] = useState<(typeof MANUAL_CASE_ACTIONS)[number]>('call');
  const [outcome, setOutcome] = useState('');
  const [detail, setDetail] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [formError, setFormError] = useState<string | null>(null);
  // Choosing a status and saving it are separate steps: a select that saved on change would
  // record every status the arrow keys pass over in the case ledger.
  const [chosen, setChosen] = useState<CaseStatus | null>(null);
  const [statusNote, setStatusNote] = useState<{ error: boolean; text: string } | null>(null);
  const statusId = useId();

  if (query.isPending) return <p className="p-4 text-sm text-slate-700">Loading case…</p>;
  if (query.isError) return <p className="p-4 text-sm text-red-800">Could not load the case.</p>;
  const data = query.data;

  const selected = chosen ?? data.status;
  const saveStatus = (e: FormEvent) => {
    e.preventDefault();
    if (setStatus.isPending || selected === data.status) return;
    const status = selected;
    setStatusNote(null);
    setStatus.mutate(status, {
      onSuccess: () => {
        setChosen(null);
        setStatusNote({ error: false, text: `Status updated to ${CASE_STATUS_ADMIN_LABELS[status]}.` });
      },
      onError: (err) => setStatusNote({ error: true, text: errorText(err) }),
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = caseEntryCreateSchema.safeParse({ action, outcome, detail: detail || undefined, public: action !== 'note' && isPublic });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Check the entry.');
      return;
    }
    setFormError(null);
    addEntry.mutate(parsed.data, {
      onSuccess: () => {
        setOutcome('');
        setDetail('');
      },
      onError: (err) => setFormError(errorText(err)),
    });
  };

  // A case reduced to its stub (ADR 0243) takes no status change and no ledger entry: the server
  // refuses both, so the console offers neither.
  const removed = data.retention.contentRemovedAt !== null;
  return (
    <section aria-label="Case" className="border-b border-slate-200 bg-slate-50 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        {removed ? (
          <p className="text-slate-900">
            <span className="font-semibold">Case status</span> {CASE_STATUS_ADMIN_LABELS[data.status]}
          </p>
        ) : (
          <form onSubmit={saveStatus} className="flex flex-wrap items-center gap-2">
            <label htmlFor={statusId} className="font-semibold text-slate-900">
              Case status
            </label>
            <select
              id={statusId}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1"
              value={selected}
              onChange={(e) => {
                setChosen(e.target.value as CaseStatus);
                setStatusNote(null);
              }}
            >
              {CASE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CASE_STATUS_ADMIN_LABELS[s]}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" variant="secondary" pending={setStatus.isPending || selected === data.status}>
              {setStatus.isPending ? 'Updating…' : 'Update status'}
            </Button>
            <p role="status" className={statusNote?.error ? 'font-medium text-red-800' : 'text-slate-800'}>
              {statusNote?.text}
            </p>
          </form>
        )}
        {data.progress && (
          <span className="text-slate-800">
            Recovery plan shared: {Object.values(data.progress).filter((v) => v === 'done').length} done,{' '}
            {Object.values(data.progress).filter((v) => v === 'skipped').length} skipped
          </span>
        )}
      </div>
      <RetentionNote retention={data.retention} hasEvidence={data.evidence.length > 0} />
      {data.evidence.length > 0 && (
        <ul aria-label="Evidence" className="mt-3 flex flex-wrap gap-2">
          {data.evidence.map((e) => {
            const url = `/api/admin/cases/${encodeURIComponent(threadId)}/evidence/${encodeURIComponent(e.id)}`;
            return (
              <li key={e.id}>
                <a href={url} target="_blank" rel="noreferrer" className="block rounded border border-slate-300 bg-white p-1">
                  <img src={url} alt={`Screenshot from ${formatDateTime(e.createdAt)}`} className="h-16 w-auto" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-indigo-900">Ledger ({data.ledger.length})</summary>
        <ol aria-label="Case ledger" className="mt-2 space-y-1">
          {data.ledger.map((e) => (
            <li key={e.id} className="rounded border border-slate-200 bg-white px-2 py-1">
              <span className="font-semibold">{CASE_ACTION_LABELS[e.action]}</span>
              {/* A removed case's typed outcomes are empty (ADR 0243): the action and date stay. */}
              {e.outcome && `: ${e.outcome}`}
              {e.detail && <span className="block whitespace-pre-wrap text-slate-700">{e.detail}</span>}
              <span className="block text-xs text-slate-600">
                {formatDateTime(e.createdAt)} · {e.actorEmail ?? 'the person / the server'} ·{' '}
                {e.public ? 'shown to the person' : 'internal'}
              </span>
            </li>
          ))}
        </ol>
        {!removed && (
          <form onSubmit={submit} noValidate className="mt-3 grid gap-2 sm:grid-cols-2">
            <label className="text-slate-900">
              Action
              <select className={field} value={action} onChange={(e) => setAction(e.target.value as typeof action)}>
                {MANUAL_CASE_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {CASE_ACTION_LABELS[a]}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-slate-900">
              Outcome
              <input className={field} value={outcome} onChange={(e) => setOutcome(e.target.value)} maxLength={200} />
            </label>
            <label className="text-slate-900 sm:col-span-2">
              Details (internal)
              <textarea className={field} rows={2} value={detail} onChange={(e) => setDetail(e.target.value)} />
            </label>
            <label className="flex items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                checked={action !== 'note' && isPublic}
                disabled={action === 'note'}
                onChange={(e) => setIsPublic(e.target.checked)}
              />
              Show to the person
            </label>
            <Button type="submit" size="sm" pending={addEntry.isPending}>
              Add to ledger
            </Button>
            {formError && (
              <p role="alert" className="text-red-800 sm:col-span-2">
                {formError}
              </p>
            )}
          </form>
        )}
      </details>
    </section>
  );
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * What the retention rule (ADR 0243) has removed of this case, or when it will: a removed case
 * says so rather than looking empty, and a resolved one says when its evidence and content go.
 */
export function RetentionNote({ retention, hasEvidence }: { retention: AdminCase['retention']; hasEvidence: boolean }) {
  const lines: string[] = [];
  if (retention.contentRemovedAt) {
    lines.push(
      `Content removed under the retention rule on ${day(retention.contentRemovedAt)}: messages, the person's name and email address, notes and evidence were deleted ${CASE_CONTENT_DAYS_AFTER_RESOLVED} days after the case was resolved. Status, dates and counts are kept.`,
    );
  } else {
    if (retention.evidenceRemovedAt) {
      lines.push(
        `Evidence removed under the retention rule on ${day(retention.evidenceRemovedAt)}, ${CASE_EVIDENCE_DAYS_AFTER_RESOLVED} days after the case was resolved.`,
      );
    } else if (retention.evidenceRemovesAt && hasEvidence) {
      lines.push(`Evidence files will be deleted on ${day(retention.evidenceRemovesAt)} under the retention rule.`);
    }
    if (retention.contentRemovesAt) {
      lines.push(`Messages, the person's name and email address and notes will be deleted on ${day(retention.contentRemovesAt)}.`);
    }
  }
  if (lines.length === 0) return null;
  return (
    <div data-testid="case-retention" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-slate-900">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
