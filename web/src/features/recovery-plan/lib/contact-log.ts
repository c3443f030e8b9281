import { useCallback } from 'react';
import { z } from 'zod';
import { useBrowserValue } from '../../../lib/browser-store';

// "Who I contacted, when, what they said": the FTC's advice for anyone recovering from identity
// theft. Kept in this browser only, next to the plan's progress.

export const CONTACT_METHODS = ['Phone', 'Letter', 'Online', 'Email', 'In person'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const LOG_LIMITS = { who: 160, notes: 1000, entries: 200 } as const;

const entrySchema = z.object({
  id: z.string().max(40),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  who: z.string().max(LOG_LIMITS.who),
  how: z.enum(CONTACT_METHODS),
  notes: z.string().max(LOG_LIMITS.notes),
});
export type ContactLogEntry = z.infer<typeof entrySchema>;

const logSchema = z.object({ entries: z.array(entrySchema).max(LOG_LIMITS.entries) });
type StoredLog = z.infer<typeof logSchema>;
const EMPTY: StoredLog = { entries: [] };

export const contactLogKey = (planKey: string) => `bw.recovery.v1.log.${planKey}`;

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function useContactLog(planKey: string) {
  const [log, write] = useBrowserValue(contactLogKey(planKey), logSchema, EMPTY);
  const add = useCallback(
    (entry: Omit<ContactLogEntry, 'id'>) => {
      // Newest first, and never more than the limit: the oldest entries fall off.
      const entries = [{ ...entry, id: newId() }, ...log.entries].slice(0, LOG_LIMITS.entries);
      return write({ entries });
    },
    [log.entries, write],
  );
  const remove = useCallback((id: string) => write({ entries: log.entries.filter((e) => e.id !== id) }), [log.entries, write]);
  return { entries: log.entries, add, remove };
}

/** Today as YYYY-MM-DD in the person's time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
