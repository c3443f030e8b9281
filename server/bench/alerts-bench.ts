// `npm run bench:alerts -- [--rows N] [--subs N] [--alerts N] [--pg URL]`: what breach alerts
// cost (issue 18).
//
// 1. Import slowdown: the same N-row HR file imported with the real file import (in-process,
//    worker threads, one batch) into two fresh databases, one with no subscription (the
//    reference) and one with --subs subscriptions (default 1,000), half of them addresses in the
//    file, so the run also matches and queues alerts. The two are run alternately, --rounds times each (default 3);
//    wall time and this process's CPU time (all threads) are reported;
//    the ratio of medians is reported.
// 2. Delivery: the outbox sender mails --alerts queued alerts (default 1,000) to a real local
//    SMTP server (test/smtp-server.ts); the reference is nodemailer (pooled, as the sender's is)
//    sending the same number of mails of the same size straight to the same server (no
//    database, no claim, no lease).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { startSmtpServer } from '../test/smtp-server.ts';
import { alertKeyOf, alertKeysOf } from '../src/alerts/alert-key.ts';
import { breachAlertMail } from '../src/alerts/alert-mail.ts';
import { BREACH_ALERT_KIND, type BreachAlertPayload } from '../src/alerts/alert-matching.ts';
import { subscribe, subscriptionAddress } from '../src/alerts/alerts.service.ts';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createFieldCipher } from '../src/lib/field-cipher.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { createOutboxSender } from '../src/outbox/outbox-sender.ts';
import { importFile } from '../src/records/import/index.ts';
import { buildPools, writeBenchCsv } from './generate-csv.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    subs: { type: 'string' },
    alerts: { type: 'string' },
    rounds: { type: 'string' },
    pg: { type: 'string' },
  },
});
const rows = Number(values.rows ?? 200_000);
const subs = Number(values.subs ?? 1_000);
const alertCount = Number(values.alerts ?? 1_000);
const rounds = Number(values.rounds ?? 3);
const pgUrl = values.pg;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-alerts-bench-'));
const masterKey = randomBytes(32);
const cipher = createFieldCipher(masterKey);
const cpuSeconds: number[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function freshDatabase(name: string): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (!pgUrl) {
    const database = openDatabase({ kind: 'sqlite', file: path.join(dir, `${name}.db`) });
    await migrateToLatest(database.db);
    return { database, drop: async () => database.close() };
  }
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const target: DatabaseTarget = { kind: 'postgres', url: pgUrl, searchPath: schema, applicationName: 'bw-alerts-bench' };
  const database = openDatabase(target);
  await migrateToLatest(database.db);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

async function importOnce(file: string, withSubs: string[]): Promise<{ seconds: number; queued: number }> {
  const { database, drop } = await freshDatabase(withSubs.length ? 'subs' : 'plain');
  try {
    for (const email of withSubs) await subscribe(database.db, cipher, email, 'link');
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await importFile(database, masterKey, { file, source: { name: 'Bench leak', credibility: 'high' } });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    cpuSeconds.push((cpu.user + cpu.system) / 1e6);
    const q = await database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return { seconds, queued: Number(q.n) };
  } finally {
    await drop();
  }
}

async function importSlowdown() {
  const file = path.join(dir, 'bench.csv');
  const { sample } = await writeBenchCsv(file, rows, buildPools(), Math.max(subs, 400));
  // Half the subscriptions are in the file (personal emails of sampled rows, some with a plus-tag), half are not.
  const inFile = sample.slice(0, Math.ceil(subs / 2)).map((r, i) => (i % 2 ? r[3]!.replace('@', '+alerts@') : r[3]!));
  const addresses = [...inFile, ...Array.from({ length: subs - inFile.length }, (_, i) => `nobody${i}@elsewhere.example`)];
  const plain: number[] = [];
  const withSubs: number[] = [];
  const plainCpu: number[] = [];
  const withSubsCpu: number[] = [];
  let queued = 0;
  for (let round = 0; round < rounds; round++) {
    plain.push((await importOnce(file, [])).seconds);
    plainCpu.push(cpuSeconds.at(-1)!);
    const r = await importOnce(file, addresses);
    withSubs.push(r.seconds);
    withSubsCpu.push(cpuSeconds.at(-1)!);
    queued = r.queued;
  }
  const p = median(plain);
  const s = median(withSubs);
  console.log(
    `import of ${rows.toLocaleString('en-US')} rows (${pgUrl ? 'PostgreSQL' : 'SQLite'}), runs: plain ${plain.map((x) => x.toFixed(2)).join(' / ')} s, with ${subs} subscriptions ${withSubs.map((x) => x.toFixed(2)).join(' / ')} s`,
  );
  console.log(`  no subscriptions (reference): ${p.toFixed(2)} s (${Math.round(rows / p).toLocaleString('en-US')} rows/s)`);
  console.log(
    `  ${subs} subscriptions: ${s.toFixed(2)} s (${Math.round(rows / s).toLocaleString('en-US')} rows/s), ${queued} alerts queued`,
  );
  console.log(`  ratio: ${(s / p).toFixed(3)} (${((s / p - 1) * 100).toFixed(1)} %)`);
  // CPU time of this process (all its threads): less at the mercy of other work on the machine.
  const pc = median(plainCpu);
  const sc = median(withSubsCpu);
  console.log(
    `  CPU time, medians: ${pc.toFixed(2)} s vs ${sc.toFixed(2)} s, ratio ${(sc / pc).toFixed(3)} (${((sc / pc - 1) * 100).toFixed(1)} %)`,
  );
}

async function delivery() {
  const smtp = await startSmtpServer();
  const mail = { smtpUrl: smtp.url, from: 'BreachWatch <alerts@breachwatch.example>' };
  const publicUrl = 'https://breachwatch.example';
  const payload: BreachAlertPayload = {
    batchId: 'b',
    source: 'Bench leak',
    dateFound: '2026-11-26',
    dataClasses: ['ssn', 'email', 'address'],
    recordIds: ['r1'],
    matched: 1,
  };
  // Reference: the same mails sent straight through nodemailer, one after another.
  const direct = createMailer(mail, { pool: true });
  let started = performance.now();
  for (let i = 0; i < alertCount; i++)
    await direct.send(breachAlertMail({ name: 'BreachWatch' }, publicUrl, cipher, `direct${i}@example.org`, `s${i}`, payload));
  const directSeconds = (performance.now() - started) / 1000;
  direct.close();

  const { database, drop } = await freshDatabase('outbox');
  try {
    const now = new Date().toISOString();
    for (let i = 0; i < alertCount; i++) {
      const email = `alert${i}@example.org`;
      await subscribe(database.db, cipher, email, 'link');
      const sub = await database.db
        .selectFrom('alert_subscriptions')
        .select('id')
        .where('email_hash', '=', alertKeyOf(cipher, email)!)
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('mail_outbox')
        .values({
          id: `m${i}`,
          kind: BREACH_ALERT_KIND,
          dedupe_key: `bench:${i}`,
          subscription_id: sub.id,
          payload: JSON.stringify(payload),
          status: 'queued',
          next_attempt_at: now,
          lease_owner: null,
          lease_until: null,
          last_error: null,
          created_at: now,
          updated_at: now,
          sent_at: null,
        })
        .execute();
    }
    const mailer = createMailer(mail, { pool: true });
    const sender = createOutboxSender({
      db: database.db,
      mailer,
      config: { outbox: { enabled: false, pollMs: 1000, retryBaseMs: 1000, maxAttempts: 3 } },
      log: { warn: () => undefined } as unknown as FastifyBaseLogger,
      render: async (m) => {
        const to = await subscriptionAddress(database.db, cipher, m.subscriptionId!);
        return to ? breachAlertMail({ name: 'BreachWatch' }, publicUrl, cipher, to, m.subscriptionId!, JSON.parse(m.payload)) : null;
      },
    });
    const before = smtp.received.length;
    started = performance.now();
    const handled = await sender.drain();
    const outboxSeconds = (performance.now() - started) / 1000;
    await sender.close();
    mailer.close();
    if (smtp.received.length - before !== alertCount || handled !== alertCount) throw new Error('not every alert was delivered');
    console.log(`delivery of ${alertCount} alerts to a local SMTP server (${pgUrl ? 'PostgreSQL' : 'SQLite'} outbox):`);
    console.log(`  nodemailer straight (reference): ${(alertCount / directSeconds).toFixed(0)} mails/s`);
    console.log(
      `  outbox sender (claim, decrypt, send, settle): ${(alertCount / outboxSeconds).toFixed(0)} alerts/s, ratio ${(directSeconds / outboxSeconds).toFixed(2)}`,
    );
  } finally {
    await drop();
    await smtp.close();
  }
}

/** What every import pays whether or not anyone is subscribed: the alert keys of each row's two addresses. */
function alertKeyCost() {
  const pools = buildPools();
  const emails = Array.from({ length: 100_000 }, (_, i) => [
    `${pools.first.values[i % pools.first.values.length]!.toLowerCase()}.x${i}@example.com`,
    `w.${i}@corp.example`,
  ]);
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = process.cpuUsage();
    for (const pair of emails) alertKeysOf(cipher, pair);
    const cpu = process.cpuUsage(started);
    best = Math.min(best, (cpu.user + cpu.system) / emails.length);
  }
  console.log(`alert keys of a row with two addresses (2 HMAC-SHA256, in the prepare workers): ${best.toFixed(2)} µs CPU per row`);
}

try {
  alertKeyCost();
  await importSlowdown();
  await delivery();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
