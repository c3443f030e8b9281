import type { Kysely, Transaction } from 'kysely';
import { STEP_STATUSES, type StepStatus, type StepStatuses } from '@breachwatch/core/recovery/recovery-progress';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Whose progress: the verified record and the keyed hash of the address that verified it. */
export interface ProgressOwner {
  recordId: string;
  emailHash: string;
}

const isStatus = (v: string): v is StepStatus => (STEP_STATUSES as readonly string[]).includes(v);

export async function readProgress(db: Db, owner: ProgressOwner): Promise<{ steps: StepStatuses; updatedAt: string | null }> {
  const rows = await db
    .selectFrom('recovery_progress_steps')
    .select(['step_id', 'status', 'updated_at'])
    .where('record_id', '=', owner.recordId)
    .where('email_hash', '=', owner.emailHash)
    .orderBy('step_id')
    .execute();
  const steps: StepStatuses = {};
  let updatedAt: string | null = null;
  for (const row of rows) {
    if (isStatus(row.status)) steps[row.step_id] = row.status;
    if (!updatedAt || row.updated_at > updatedAt) updatedAt = row.updated_at;
  }
  return { steps, updatedAt };
}

/** Sets (or, with null, removes) each step's mark: one row per step, so marks never overwrite each other. */
export async function setStepStatuses(
  db: Db,
  owner: ProgressOwner,
  change: Partial<Record<string, StepStatus | null>>,
  now: string,
): Promise<void> {
  for (const [stepId, status] of Object.entries(change)) {
    if (status === undefined) continue;
    const key = { record_id: owner.recordId, email_hash: owner.emailHash, step_id: stepId };
    if (status === null) {
      await db
        .deleteFrom('recovery_progress_steps')
        .where('record_id', '=', key.record_id)
        .where('email_hash', '=', key.email_hash)
        .where('step_id', '=', key.step_id)
        .execute();
      continue;
    }
    await db
      .insertInto('recovery_progress_steps')
      .values({ ...key, status, updated_at: now })
      .onConflict((oc) => oc.columns(['record_id', 'email_hash', 'step_id']).doUpdateSet({ status, updated_at: now }))
      .execute();
  }
}

export async function clearProgress(db: Db, owner: ProgressOwner): Promise<void> {
  await db
    .deleteFrom('recovery_progress_steps')
    .where('record_id', '=', owner.recordId)
    .where('email_hash', '=', owner.emailHash)
    .execute();
}
