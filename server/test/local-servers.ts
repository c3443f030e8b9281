// What the tests and benchmarks that start servers of their own share: a free local port, and
// where the PostgreSQL server programs are (initdb, pg_ctl, pg_basebackup).

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The folder of the PostgreSQL server programs: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function postgresServerBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL server programs not found: install them or set PG_BIN to the folder holding initdb');
  return path.join(root, newest, 'bin');
}
