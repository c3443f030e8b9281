import type { Migration } from 'kysely';
import * as authAndAudit from './20261125T2200-auth-and-audit.ts';

// Listed explicitly (not read from the folder) so the order is reviewable and bundlers see
// every file. Names are timestamps: add new ones at the end, never edit one that has shipped.
export const migrations: Record<string, Migration> = {
  '20261125T2200-auth-and-audit': authAndAudit,
};
