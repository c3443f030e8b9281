import { CASE_ACTION_LABELS, CASE_PROGRESS_SHARED_OUTCOME, type PublicCase } from '@breachwatch/core/schemas/inbox';

type PublicEntry = PublicCase['entries'][number];

/**
 * How one entry of the case's history reads to the person. The ledger's labels are the team's
 * ("Message received"), and the person's message and their shared progress are both 'message'
 * entries: the page names each kind from the person's side, and drops the outcome line when it
 * only says the title again ("Message received" under "You added a message").
 */
export function caseEntryLines(entry: PublicEntry): { title: string; detail: string | null } {
  const label = CASE_ACTION_LABELS[entry.action];
  const title = personTitle(entry) ?? label;
  const same = (a: string) => a.trim().toLowerCase() === entry.outcome.trim().toLowerCase();
  if (entry.action === 'message' && same(CASE_PROGRESS_SHARED_OUTCOME)) {
    return { title, detail: 'The team can see which recovery-plan steps you have done.' };
  }
  return { title, detail: same(title) || same(label) || !entry.outcome.trim() ? null : entry.outcome };
}

function personTitle(entry: PublicEntry): string | null {
  switch (entry.action) {
    case 'opened':
      return 'You wrote to us';
    case 'message':
      return entry.outcome.trim().toLowerCase() === CASE_PROGRESS_SHARED_OUTCOME.toLowerCase()
        ? 'You shared your recovery-plan progress'
        : 'You added a message';
    case 'reply':
      return 'The team replied';
    default:
      return null;
  }
}
