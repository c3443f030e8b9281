// Screenshots attached to a message are judged by their content: PNG, JPG and WEBP are taken,
// re-encoded without metadata and stored encrypted, readable by admins only; a PHP script named
// .png, a file over 5 MB and a sixth file are refused with a clear message.
import { EVIDENCE_FILES_MAX, EVIDENCE_MESSAGES } from '@breachwatch/core/schemas/inbox';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { EVIDENCE_DECODES_RUNNING, EVIDENCE_DECODES_WAITING } from './evidence-decodes.ts';

let ctx: TestContext;
let adminToken: string;
let ip = 0;

async function send(email: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.6.0.${++ip}`,
    payload: { name: 'Sam Proof', email, subject: 'Incident report', message: 'Screenshots attached.' },
  });
  return res.json().evidenceToken as string;
}
const upload = (token: string, body: Buffer, type = 'image/png') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact/evidence',
    remoteAddress: `10.6.1.${++ip}`,
    headers: { 'x-evidence-token': token, 'content-type': type },
    payload: body,
  });

/** A real image carrying EXIF metadata (a camera model and a comment that must not survive). */
const imageWithMetadata = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withMetadata({ exif: { IFD0: { Make: 'SecretCam', ImageDescription: 'taken at 12 Home Street' } } })
    .toFormat(format)
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('evidence', () => {
  it('takes PNG, JPG and WEBP by content, strips metadata, stores them encrypted, shows them to admins only', async () => {
    const token = await send('sam@example.org');
    for (const [format, mime] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const original = await imageWithMetadata(format);
      expect(original.includes(Buffer.from('SecretCam'))).toBe(true);
      // The declared type does not matter: the content does.
      const res = await upload(token, original, 'application/octet-stream');
      expect(res.statusCode, res.body).toBe(200);
      const stored = await ctx.database.db.selectFrom('case_evidence').selectAll().orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(stored.mime).toBe(mime);
      expect(stored.content_enc.includes('SecretCam')).toBe(false);
    }
    const thread = await ctx.database.db.selectFrom('inbox_threads').select('id').executeTakeFirstOrThrow();
    const auth = { authorization: `Bearer ${adminToken}` };
    const c = (await ctx.app.inject({ method: 'GET', url: `/api/admin/cases/${thread.id}`, headers: auth })).json();
    expect(c.evidence.map((e: { mime: string }) => e.mime)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(c.ledger.filter((e: { action: string }) => e.action === 'evidence')).toHaveLength(3);
    const file = await ctx.app.inject({ method: 'GET', url: `/api/admin/cases/${thread.id}/evidence/${c.evidence[1].id}`, headers: auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(file.rawPayload.includes(Buffer.from('Home Street'))).toBe(false);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/admin/cases/${thread.id}/evidence/${c.evidence[1].id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a PHP file named .png, a broken image and a file over 5 MB with clear messages', async () => {
    const token = await send('sam2@example.org');
    const php = await upload(token, Buffer.from('<?php system($_GET["c"]); ?>\n'), 'image/png');
    expect(php.statusCode).toBe(400);
    expect(php.json().error).toBe(EVIDENCE_MESSAGES.notAnImage);
    // PNG magic bytes followed by a PHP payload: passes the magic check, fails to decode.
    const disguised = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<?php echo 1; ?>'.repeat(10)),
    ]);
    const broken = await upload(token, disguised);
    expect(broken.statusCode).toBe(400);
    expect([EVIDENCE_MESSAGES.unreadable, EVIDENCE_MESSAGES.notAnImage]).toContain(broken.json().error);
    const big = await upload(token, Buffer.concat([await imageWithMetadata('png'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(EVIDENCE_MESSAGES.tooLarge);
    expect(await ctx.database.db.selectFrom('case_evidence').selectAll().execute()).toHaveLength(3);
  });

  it('takes at most five files per message, and none with an unknown token', async () => {
    const token = await send('sam3@example.org');
    const png = await imageWithMetadata('png');
    for (let i = 0; i < EVIDENCE_FILES_MAX; i++) expect((await upload(token, png)).statusCode).toBe(200);
    const sixth = await upload(token, png);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error).toBe(EVIDENCE_MESSAGES.tokenInvalid);
    expect((await upload('x'.repeat(43), png)).json().error).toBe(EVIDENCE_MESSAGES.tokenInvalid);
  });

  it('reads no file sent without a live token: decoding one costs seconds of CPU', async () => {
    // Text is refused as "not an image" only once it has been read: with an unknown or a used-up
    // token the answer is the token's, so the file was never looked at.
    const notAnImage = Buffer.from('<?php echo 1; ?>');
    const unknown = await upload('y'.repeat(43), notAnImage);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(EVIDENCE_MESSAGES.tokenInvalid);
    const token = await send('sam4@example.org');
    const png = await imageWithMetadata('png');
    for (let i = 0; i < EVIDENCE_FILES_MAX; i++) expect((await upload(token, png)).statusCode).toBe(200);
    expect((await upload(token, notAnImage)).json().error).toBe(EVIDENCE_MESSAGES.tokenInvalid);
  });

  it('refuses an upload at once while the decode queue is full, keeps its slot, and takes it once the queue drains', async () => {
    const token = await send('sam5@example.org');
    const png = await imageWithMetadata('png');
    // Other uploads decoding and waiting: the instance's whole queue taken.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const others = Array.from({ length: EVIDENCE_DECODES_RUNNING + EVIDENCE_DECODES_WAITING }, () =>
      ctx.app.evidenceDecodes.run(() => held),
    );
    const stored = async () => (await ctx.database.db.selectFrom('case_evidence').select('id').execute()).length;
    const before = await stored();
    const busy = await upload(token, png);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('60');
    expect(busy.json().error).toBe(EVIDENCE_MESSAGES.busy);
    expect(await stored()).toBe(before);
    release();
    await Promise.all(others);
    // The refused upload used none of the message's five.
    for (let i = 0; i < EVIDENCE_FILES_MAX; i++) expect((await upload(token, png)).statusCode).toBe(200);
    expect((await upload(token, png)).json().error).toBe(EVIDENCE_MESSAGES.tokenInvalid);
  });
});
