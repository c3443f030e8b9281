import type { Generated } from 'kysely';

// Table types, one interface per table. Timestamps are ISO-8601 UTC strings on both
// databases (sortable, and identical in SQLite and PostgreSQL); booleans are 0/1 integers.
// Each feature adds its tables to the Database interface at the bottom.

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** "account:<sha256 of email>" or "address:<sha256 of ip>": no raw PII kept for throttling */
  throttle_key: string;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_email: string | null;
  action: string;
  target: string | null;
  /** JSON text; never holds record contents */
  details: string | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
}
