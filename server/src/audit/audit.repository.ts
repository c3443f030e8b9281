import type { AuditAction } from '@breachwatch/core/schemas/audit-actions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../lib/time.ts';

type Db = Kysely<Database> | Transaction<Database>;

// The actions and their console labels live in core, so that a new action cannot go without one.
export type { AuditAction };

export interface AuditEntry {
  actorEmail: string | undefined;
  action: AuditAction;
  /** What was acted on: an id or a short description, never record contents. */
  target?: string;
  /** Small facts such as counts, a file name or the ids acted on; never personal data from records. */
  details?: Record<string, string | number | boolean | null | readonly string[]>;
}

/** Writes one audit entry; call it inside the transaction that does the work. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_email: entry.actorEmail ?? null,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: nowIso(),
    })
    .execute();
}

export async function listRecentAudit(db: Db, limit = 20) {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    actorEmail: r.actor_email,
    action: r.action,
    target: r.target,
    details: r.details ? scalarDetails(JSON.parse(r.details) as Record<string, unknown>) : null,
    createdAt: r.created_at,
  }));
}

/**
 * The figures and names of an entry's details, without its lists: the dashboard shows those, and
 * a bulk delete's list of up to BULK_DELETE_MAX_IDS ids stays in the log, not in every page load.
 */
function scalarDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v === null || typeof v !== 'object'));
}

/** The entries of some actions on one target, oldest first (e.g. the life of an import batch). */
export async function auditTrail(db: Db, target: string, actions: readonly AuditAction[]) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'details', 'created_at'])
    .where('target', '=', target)
    .where('action', 'in', [...actions])
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    action: r.action as AuditAction,
    details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
    createdAt: r.created_at,
  }));
}

/** Targets with an entry of `opened` and none of `closed` since `since` (ISO time). */
export async function openTargets(db: Db, opened: AuditAction, closed: readonly AuditAction[], since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log as a')
    .select('a.target')
    .where('a.action', '=', opened)
    .where('a.created_at', '>=', since)
    .where('a.target', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('audit_log as c')
            .select('c.id')
            .whereRef('c.target', '=', 'a.target')
            .where('c.action', 'in', [...closed]),
        ),
      ),
    )
    .orderBy('a.id', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => r.target!);
}
