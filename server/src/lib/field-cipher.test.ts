import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, EncryptionKeyError, KEY_FILE_NAME, loadEncryptionKey } from './field-cipher.ts';
import { tempDirsOfThisFile } from '../../test/temp-dirs.ts';

// Every folder a test makes in the OS temp dir, removed when the file's tests are done.
const tempDir = tempDirsOfThisFile();
const tmp = () => tempDir('bw-key-');

describe('field cipher', () => {
  it('round-trips values, with a fresh IV each time, and rejects tampering', () => {
    const cipher = createFieldCipher(randomBytes(32));
    const a = cipher.encryptJson({ ssn: '912-34-5678' });
    const b = cipher.encryptJson({ ssn: '912-34-5678' });
    expect(a).not.toBe(b);
    // Neither as text nor in the bytes. ("912" alone turns up in random base64 about once in
    // three thousand runs.)
    expect(a).not.toContain('912-34');
    expect(Buffer.from(a, 'base64url').includes('912-34-5678')).toBe(false);
    expect(cipher.decryptJson(a)).toEqual({ ssn: '912-34-5678' });
    const raw = Buffer.from(a, 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => cipher.decryptJson(raw.toString('base64url'))).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).decryptJson(a)).toThrow();
  });

  it('fingerprints are keyed and stable', () => {
    const key = randomBytes(32);
    expect(createFieldCipher(key).fingerprint('x')).toBe(createFieldCipher(key).fingerprint('x'));
    expect(createFieldCipher(key).fingerprint('x')).not.toBe(createFieldCipher(randomBytes(32)).fingerprint('x'));
  });
});

describe('loadEncryptionKey', () => {
  it('uses ENCRYPTION_KEY when set', () => {
    const key = randomBytes(32);
    const dataDir = tmp();
    expect(loadEncryptionKey({ encryptionKey: key, database: { kind: 'sqlite', file: 'x' }, dataDir })).toBe(key);
    expect(fs.existsSync(path.join(dataDir, KEY_FILE_NAME))).toBe(false);
  });

  it('embedded default: creates a 0600 key file on first start and reuses it', () => {
    const dataDir = path.join(tmp(), 'nested');
    const cfg = { database: { kind: 'sqlite' as const, file: path.join(dataDir, 'db') }, dataDir };
    const first = loadEncryptionKey(cfg);
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(loadEncryptionKey(cfg).equals(first)).toBe(true);
    fs.writeFileSync(file, 'short');
    expect(() => loadEncryptionKey(cfg)).toThrow(EncryptionKeyError);
  });

  it('PostgreSQL without ENCRYPTION_KEY refuses to start, naming the setting', () => {
    const dataDir = tmp();
    expect(() => loadEncryptionKey({ database: { kind: 'postgres', url: 'postgres://db/x' }, dataDir })).toThrow(
      /ENCRYPTION_KEY is required with PostgreSQL/,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
