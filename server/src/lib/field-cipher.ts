import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

// Sensitive record values are encrypted at rest with AES-256-GCM (decisions.md §2). One master
// key comes from ENCRYPTION_KEY, or, for the embedded SQLite default only, from a key file
// created beside the database on first start. Two sub-keys are derived from it with HKDF so the
// encryption key is never also used as the MAC key of the dedupe fingerprints.

export const KEY_FILE_NAME = 'encryption.key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** First byte of every ciphertext: lets a later key rotation tell old and new values apart. */
const FORMAT_VERSION = 1;

export class EncryptionKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EncryptionKeyError';
  }
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new EncryptionKeyError(
      `The key file ${file} does not hold a 32-byte base64 key. Restore it from your backup, or set ENCRYPTION_KEY.`,
    );
  }
  return key;
}

/**
 * The master key: ENCRYPTION_KEY when set; with the embedded database, DATA_DIR/encryption.key
 * (created with mode 0600 on first start); with PostgreSQL and no ENCRYPTION_KEY, an error,
 * because a key file on one app server would make the shared database unreadable from any other.
 */
export function loadEncryptionKey(config: Pick<Config, 'encryptionKey' | 'database' | 'dataDir'>): Buffer {
  if (config.encryptionKey) return config.encryptionKey;
  if (config.database.kind === 'postgres') {
    throw new EncryptionKeyError(
      'ENCRYPTION_KEY is required with PostgreSQL (DATABASE_URL). Set it to 32 random bytes, base64-encoded ' +
        '(openssl rand -base64 32), and keep a copy: encrypted record fields cannot be read without it.',
    );
  }
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  if (fs.existsSync(file)) return readKeyFile(file);
  // Owner-only, like the database beside it (lib/data-dir.ts).
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx' fails if another process created the file in the meantime; then we use theirs.
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw error;
  }
}

function subKey(master: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `breachwatch ${label}`, KEY_BYTES));
}

export interface FieldCipher {
  /** JSON-serialises and encrypts; the result is base64url text (portable across both databases). */
  encryptJson(value: unknown): string;
  decryptJson<T>(ciphertext: string): T;
  /** Keyed HMAC-SHA256, truncated to 128 bits, base64url: a dedupe key that reveals nothing without the key. */
  fingerprint(normalised: string): string;
}

export function createFieldCipher(masterKey: Buffer): FieldCipher {
  if (masterKey.length !== KEY_BYTES) throw new EncryptionKeyError('The encryption key must be 32 bytes.');
  const encKey = subKey(masterKey, 'record fields aes-256-gcm');
  const macKey = subKey(masterKey, 'record fingerprint hmac');
  // IVs come from one pool refilled in bulk: a syscall per record would dominate big imports.
  let pool = Buffer.alloc(0);
  let offset = 0;
  const nextIv = (): Buffer => {
    if (offset + IV_BYTES > pool.length) {
      pool = randomBytes(IV_BYTES * 4096);
      offset = 0;
    }
    const iv = pool.subarray(offset, offset + IV_BYTES);
    offset += IV_BYTES;
    return iv;
  };
  return {
    encryptJson(value) {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(FORMAT_VERSION), iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decryptJson<T>(ciphertext: string): T {
      const raw = Buffer.from(ciphertext, 'base64url');
      if (raw.length < 1 + IV_BYTES + TAG_BYTES || raw[0] !== FORMAT_VERSION) throw new Error('Unreadable encrypted field');
      const iv = raw.subarray(1, 1 + IV_BYTES);
      const tag = raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', encKey, iv);
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(raw.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as T;
    },
    fingerprint(normalised) {
      return createHmac('sha256', macKey).update(normalised).digest().subarray(0, 16).toString('base64url');
    },
  };
}
