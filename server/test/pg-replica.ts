// A PostgreSQL primary and a streaming replica of it, started in a temporary folder on spare
// ports for one test file (ADR 0131), and removed afterwards. It needs the PostgreSQL server
// programs (initdb, pg_ctl, pg_basebackup: PG_BIN, or the newest /usr/lib/postgresql/*/bin).
// PostgreSQL refuses to run as root, so as root every program runs as the `postgres` user
// (runuser); as any other user, as that user.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, postgresServerBin } from './local-servers.ts';

export interface PrimaryWithReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Waits until the replica has replayed everything the primary wrote so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrimaryWithReplica(): Promise<PrimaryWithReplica> {
  const bin = postgresServerBin();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const file = path.join(bin, program);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    execFileSync(cmd, argv, { stdio: 'pipe', timeout: 120_000 });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-pg-replica-'));
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const settings = (port: number) =>
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      // a throwaway test cluster: durability is not the point
      'fsync = off',
      'shared_buffers = 32MB',
    ].join('\n');
  const started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse()) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    fs.appendFileSync(path.join(primary, 'postgresql.conf'), `\n${settings(primaryPort)}\n`);
    run('pg_ctl', ['-D', primary, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
    started.push(primary);
    // -R writes the standby signal and the primary's address; the copy's own port comes last.
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream']);
    fs.appendFileSync(path.join(replica, 'postgresql.conf'), `\nport = ${replicaPort}\n`);
    run('pg_ctl', ['-D', replica, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
    started.push(replica);
  } catch (error) {
    await stop();
    const detail = error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr) : '';
    throw new Error(`could not start a PostgreSQL primary with a replica: ${String(error)} ${detail}`, { cause: error });
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    async caughtUp() {
      const p = new pg.Client({ connectionString: primaryUrl });
      const r = new pg.Client({ connectionString: replicaUrl });
      await p.connect();
      await r.connect();
      try {
        const { rows } = await p.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
        for (let i = 0; i < 300; i++) {
          const { rows: replayed } = await r.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [rows[0]!.lsn]);
          if (replayed[0]?.ok) return;
          await new Promise((done) => setTimeout(done, 100));
        }
        throw new Error('the replica did not catch up within 30 s');
      } finally {
        await p.end();
        await r.end();
      }
    },
    stop,
  };
}
