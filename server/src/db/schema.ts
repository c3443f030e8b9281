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
  /** TOTP secret (base32), encrypted with the field cipher; null until two-step sign-in is on */
  totp_secret: string | null;
  /** A secret being set up, encrypted; becomes totp_secret once a code from it is confirmed */
  totp_pending_secret: string | null;
  totp_enabled_at: string | null;
  /** The last TOTP time step accepted: a code is good once */
  totp_last_step: number | null;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginThrottleTable {
  /** "pair:…", "address:…" or "account:…", built from hashes: no raw email or address kept */
  throttle_key: string;
  /** sha256 of the account's email, so every key of one account can be cleared */
  account_hash: string | null;
  window_start: string;
  /** attempts reserved in the window: failures, and attempts still being checked */
  attempts: number;
}

export interface KnownSignInSourcesTable {
  user_id: string;
  /** keyed hash of an address this account signed in from */
  source_hash: string;
  last_seen_at: string;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  /** sha256 of the normalised code (80 random bits) */
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

export interface SignInChallengesTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
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

export type InboxThreadStatus = 'unread' | 'read' | 'closed';
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'not_sent';

export interface InboxThreadsTable {
  id: string;
  from_name: string;
  /** trimmed and lower-cased */
  from_email: string;
  subject: string;
  status: InboxThreadStatus;
  last_message_at: string;
  created_at: string;
  case_status: Generated<CaseStatus>;
  progress_record_id: Generated<string | null>;
  progress_email_hash: Generated<string | null>;
  /** The record whose verified owner wrote this case's message (ADR 0298); null once it is deleted. */
  owner_record_id: Generated<string | null>;
  /** When the sender's address was proved (the owner session began); null when it was not. */
  owner_verified_at: Generated<string | null>;
}

export type CaseStatus = 'new' | 'in_progress' | 'waiting' | 'resolved';
export type CaseAction =
  | 'opened'
  | 'message'
  | 'reply'
  | 'call'
  | 'letter'
  | 'status'
  | 'note'
  | 'evidence'
  | 'evidence_removed'
  | 'content_removed';

export interface CaseLedgerTable {
  id: string;
  thread_id: string;
  action: CaseAction;
  actor_email: string | null;
  outcome: string;
  detail: string | null;
  /** 1 when the person sees it */
  public: number;
  created_at: string;
}

export interface CaseLinksTable {
  token_hash: string;
  thread_id: string;
  created_at: string;
}

export interface InboxMessagesTable {
  id: string;
  thread_id: string;
  direction: 'in' | 'out';
  body: string;
  created_at: string;
  delivery_status: DeliveryStatus | null;
  delivery_error: string | null;
  delivery_attempts: Generated<number>;
  delivered_at: string | null;
  /** When the current delivery attempt was claimed: a claim older than a few minutes is stale. */
  delivery_claimed_at: string | null;
}

export interface DonationsTable {
  id: string;
  order_id: string;
  /** 'paypal' for real money, 'test' for the built-in test provider (never counted as paid) */
  provider: 'paypal' | 'test';
  /** set by the server from the validated amount; the client never sends a price at capture */
  amount_cents: number;
  currency: string;
  label: string;
  /** 'CREATED' | 'COMPLETED' | 'DECLINED' | 'PENDING' | 'FAILED' */
  status: string;
  capture_id: string | null;
  capture_attempts: Generated<number>;
  created_at: string;
  updated_at: string;
  captured_at: string | null;
}

export interface ReviewsTable {
  id: string;
  name: string;
  rating: number;
  message: string;
  status: 'pending' | 'approved' | 'hidden';
  verified: Generated<number>;
  /** 1 for the seeded example reviews of a fresh install */
  sample: Generated<number>;
  created_at: string;
  approved_at: string | null;
}

export interface ImportBatchesTable {
  id: string;
  source_key: string | null;
  source_name: string | null;
  source_url: string | null;
  date_found: string | null;
  credibility: string;
  category: string | null;
  reason: string | null;
  /** file | paste | url | sheet | cli */
  kind: string;
  file_name: string | null;
  rows_received: number;
  rows_imported: number;
  rows_duplicate: number;
  rows_skipped: number;
  imported_by: string | null;
  created_at: string;
  last_imported_at: string;
  /** 1 while a batch opened for several requests is neither committed nor cancelled (ADR 0228) */
  is_open: Generated<number>;
}

/** The header names of an import batch's rows, once per batch and set of headers (ADR 0145). */
export interface ImportHeaderSetsTable {
  batch_id: string;
  /** keyed hash of the header names: a record's secret names its set by it */
  hash: string;
  /** encrypted JSON: the header names in column order */
  headers: string;
}

export interface BreachRecordsTable {
  seq: Generated<number>;
  /** random, public: never enumerable */
  id: string;
  batch_id: string | null;
  external_id: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  full_name: string;
  ssn_last4: string | null;
  birth_year: number | null;
  /** encrypted JSON (ssn, dob, driverLicense, nationalId, card, password, securityAnswer, bankAccount, bankRouting, eid, contact, and the original row: its values with the hash of its header set, or allFields before ADR 0145) */
  secret: string;
  street: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  country: string | null;
  employer: string | null;
  employee_status: string | null;
  employment: string | null;
  benefits: string | null;
  sources: string | null;
  risk_level: string;
  date_added: string;
  /** keyed HMAC of the normalised record: re-imports do not duplicate */
  fingerprint: string;
  /** The street as a complete-address search matches it ("1420 oak st"), or null (core streetKey). */
  street_key: string | null;
  /**
   * The data classes the secret holds, a letter each ('sl': SSN and driver license; '' for none;
   * records/store/secret-classes.ts): kinds only, never values (ADR 0191). Null for a record
   * stored before the column, until the server has filled it (secret-classes-fill.ts).
   */
  secret_classes: string | null;
  /**
   * 1 when the record has a phone (a row of record_phones), 0 when not: a domain scan counts its
   * people's phones from it rather than probing record_phones once a person (ADR 0319). Null for a
   * record stored before the column, until the server has filled it (has-phone-fill.ts).
   */
  has_phone: number | null;
}

export interface RecordEmailsTable {
  record_id: string;
  email: string;
  domain: string;
}

export interface RecordPhonesTable {
  record_id: string;
  phone: string;
  digits: string;
}

export interface BreachCatalogTable {
  /** Have I Been Pwned's stable breach name */
  name: string;
  title: string;
  /** lowercased; '' when the breach has no organisation */
  domain: string;
  breach_date: string | null;
  added_date: string | null;
  modified_date: string | null;
  accounts: number;
  /** JSON array of data class names */
  data_classes: string;
  is_verified: number;
  is_fabricated: number;
  is_sensitive: number;
  is_spam_list: number;
  is_malware: number;
  is_retired: number;
  /** 'hibp' (synced) or 'seed' (shipped with the product) */
  origin: string;
  synced_at: string;
}

export interface OneTimeLinksTable {
  id: string;
  /** what the link is for ("owner-view", later "alerts") */
  purpose: string;
  /** what it opens for that purpose (a record id) */
  target: string;
  /** keyed hash of the address the link was mailed to */
  subject_hash: string;
  /** sha256 of the token: the token itself is only ever in the mail */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OwnerSessionsTable {
  id: string;
  token_hash: string;
  record_id: string;
  subject_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A verified owner's recovery plan progress: one row per marked step (issue 17). */
export interface RecoveryProgressStepsTable {
  record_id: string;
  /** keyed hash of the verified address */
  email_hash: string;
  step_id: string;
  /** "done" | "skipped" */
  status: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  known_sign_in_sources: KnownSignInSourcesTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
  import_batches: ImportBatchesTable;
  import_header_sets: ImportHeaderSetsTable;
  breach_records: BreachRecordsTable;
  record_emails: RecordEmailsTable;
  record_phones: RecordPhonesTable;
  breach_catalog: BreachCatalogTable;
  inbox_threads: InboxThreadsTable;
  inbox_messages: InboxMessagesTable;
  donations: DonationsTable;
  reviews: ReviewsTable;
  one_time_links: OneTimeLinksTable;
  owner_sessions: OwnerSessionsTable;
  recovery_progress_steps: RecoveryProgressStepsTable;
  alert_subscriptions: AlertSubscriptionsTable;
  alert_matches: AlertMatchesTable;
  mail_outbox: MailOutboxTable;
  case_ledger: CaseLedgerTable;
  case_links: CaseLinksTable;
  case_evidence: CaseEvidenceTable;
  evidence_tokens: EvidenceTokensTable;
}

export interface AlertSubscriptionsTable {
  id: string;
  /** the address, encrypted (FieldCipher) */
  email_enc: string;
  /** keyed hash of the address's inbox identity */
  email_hash: string;
  proven_by: 'link' | 'owner';
  created_at: string;
}

export interface AlertMatchesTable {
  batch_id: string;
  subscription_id: string;
  record_id: string;
}

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'cancelled';

export interface MailOutboxTable {
  id: string;
  kind: string;
  dedupe_key: string;
  subscription_id: string | null;
  payload: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

export interface CaseEvidenceTable {
  id: string;
  thread_id: string;
  mime: string;
  size: number;
  content_enc: string;
  created_at: string;
}

export interface EvidenceTokensTable {
  token_hash: string;
  thread_id: string;
  uploads: Generated<number>;
  expires_at: string;
}
