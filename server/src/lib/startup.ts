import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import { EncryptionKeyError } from './field-cipher.ts';
import { PRIVATE_FILE_MODE } from './data-dir.ts';

/** Where a generated first-start password is left when no terminal is attached. */
export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt';

/** The host and port of a database URL, never its user or password. */
function databaseEndpoint(url: string | undefined): string {
  if (!url) return 'the database';
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}:${u.port || '5432'}${u.pathname.length > 1 ? ` (database ${u.pathname.slice(1)})` : ''}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * One line for a person about why the server could not start: no stack, no secrets. Known
 * causes say what to check; anything else is its message.
 */
export function describeStartupError(error: unknown, context: { databaseUrl?: string; port?: number } = {}): string {
  if (error instanceof ConfigError || error instanceof EncryptionKeyError) return error.message;
  const e = (error ?? {}) as { code?: string; message?: string; errors?: unknown[] };
  const code = e.code ?? (e.errors?.[0] as { code?: string } | undefined)?.code;
  const where = databaseEndpoint(context.databaseUrl);
  switch (code) {
    case 'ECONNREFUSED':
      return `Could not start: ${where} refused the connection (ECONNREFUSED). Check DATABASE_URL and that the database server is running.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not start: the host of ${where} could not be found (${code}). Check DATABASE_URL.`;
    case 'ETIMEDOUT':
      return `Could not start: ${where} did not answer in time (ETIMEDOUT). Check DATABASE_URL and the network.`;
    case '28P01':
    case '28000':
      return `Could not start: ${where} refused the user or password in DATABASE_URL (${code}).`;
    case '3D000':
      return `Could not start: ${where} does not exist (${code}). Create it, or fix DATABASE_URL.`;
    case 'EADDRINUSE':
      return `Could not start: port ${context.port ?? ''} is already in use (EADDRINUSE). Stop the other server or set PORT.`;
    case 'EACCES':
    case 'EPERM':
      return `Could not start: permission denied (${code}): ${e.message ?? ''}`.trim();
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_NOTADB':
    case 'SQLITE_CORRUPT':
      return `Could not start: the database file in DATA_DIR cannot be opened (${code}).`;
  }
  if (typeof e.message === 'string' && /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)) {
    return `Could not start: ${where} did not answer (${e.message}). Check DATABASE_URL and that the database server is running.`;
  }
  const message = typeof e.message === 'string' && e.message ? e.message.split('\n')[0] : String(error);
  return `Could not start: ${message}`;
}

export type PasswordHandover = { shown: 'terminal' } | { shown: 'file'; file: string };

/**
 * A generated first-start password goes to the terminal only when one is attached (a person
 * is watching); otherwise (a container, a service manager, a pipe into a log store) to a 0600
 * file in DATA_DIR, and the caller logs the file's name, never the password.
 */
export function handOverGeneratedPassword(
  account: { email: string; password: string },
  options: { terminal: NodeJS.WriteStream | undefined; dataDir: string },
): PasswordHandover {
  const text = [
    '',
    '  An admin account was created for the console at /admin:',
    `    email:    ${account.email}`,
    `    password: ${account.password}`,
    '  Keep it safe: it is not shown again. Change it in the console’s Security tab once signed in.',
    '',
  ].join('\n');
  if (options.terminal?.isTTY) {
    options.terminal.write(`${text}\n`);
    return { shown: 'terminal' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dataDir, INITIAL_PASSWORD_FILE);
  fs.writeFileSync(file, `${text.trim()}\n  Delete this file once you have signed in.\n`, { mode: PRIVATE_FILE_MODE });
  fs.chmodSync(file, PRIVATE_FILE_MODE);
  return { shown: 'file', file };
}
