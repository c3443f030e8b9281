// Which failures mean "the database is away" rather than "this request is wrong": they are
// answered 503 with a message for a person, and the process keeps running.

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';
/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// PostgreSQL SQLSTATE: class 08 connection exception; 57P01-57P03 the server is shutting down
// or starting; 53300 too many connections.
const PG_UNAVAILABLE = /^(08\d{3}|57P0[1-3]|53300)$/;
const NODE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres reports a lost or unobtainable connection with these messages and no code.
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
// SQLite: another process holds the write lock past busy_timeout.
const SQLITE_UNAVAILABLE = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (PG_UNAVAILABLE.test(code) || NODE_NETWORK_CODES.has(code) || SQLITE_UNAVAILABLE.has(code))) return true;
  if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((m) => message.includes(m))) return true;
  // AggregateError (a connect to several addresses) and wrapped errors carry the cause inside.
  const inner = (error as { cause?: unknown; errors?: unknown[] }).errors?.[0] ?? (error as { cause?: unknown }).cause;
  return inner !== undefined && inner !== error && isDatabaseUnavailable(inner);
}

/** A short, PII-free description for a log line: the code, never the query or its values. */
export function databaseErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'connection-lost';
}
