// PostgreSQL side of the import CPU floor (floor.ts): what the server itself spends per row to
// take the rows in (COPY into a table without indexes) and to store them searchable (the
// group-tagged search terms under their GIN index, ADR 0140), with none of the B-tree indexes or child rows the
// real schema also has. The server runs on this machine, so its CPU time is read from /proc
// for the backend that runs the statements.

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyField } from '../src/records/import/pg-copy-batch.ts';
import { pgSearchTerms, pgSearchTermsSql, type SearchKeys } from '../src/records/search/index.ts';
import { measure, type Part } from './floor-parts.ts';
import { processCpuMs } from './search-bench.ts';

export interface PgFloorInput {
  rows: readonly string[][];
  blobs: readonly string[];
  keys: readonly SearchKeys[];
}

/** Undefined (with the reason printed) when the server's processes cannot be read, e.g. on another host. */
export async function pgFloor(url: string, input: PgFloorInput): Promise<Part[] | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schema = `bw_floor_${process.pid}`;
  try {
    const {
      rows: [backend],
    } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const serverCpuUs = () => (processCpuMs(backend!.pid) ?? NaN) * 1000;
    if (Number.isNaN(serverCpuUs())) {
      console.log('PostgreSQL floor skipped: the server does not run on this machine (its CPU time cannot be read).');
      return undefined;
    }
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path = ${schema}`);
    const columns = input.rows[0]!.map((_, i) => `c${i + 1} text`).join(', ');
    const lines = input.rows.map((r, i) => `${[...r, input.blobs[i]!, pgSearchTerms(input.keys[i]!)].map(copyField).join('\t')}\n`);
    const serverCpu = async (statements: () => Promise<unknown>) => {
      const before = serverCpuUs();
      await statements();
      return serverCpuUs() - before;
    };

    const copy = await measure('PostgreSQL: COPY rows + blob + keys, no index', lines.length, async () => {
      await client.query(`drop table if exists stage; create table stage (${columns}, secret text, search_terms text)`);
      return serverCpu(() => pipeline(Readable.from(lines), client.query(copyFrom('copy stage from stdin'))));
    });
    const searchable = await measure('PostgreSQL: + tagged search terms under GIN', lines.length, async () => {
      await client.query(`drop table if exists rec; create table rec (like stage, v tsvector); create index on rec using gin (v)`);
      return serverCpu(async () => {
        await client.query('begin');
        // As the import loads: a large pending list, merged once at the end (records/bulk-load.ts).
        await client.query(`set local gin_pending_list_limit = '256MB'`);
        await client.query(`insert into rec select *, ${pgSearchTermsSql('search_terms')} from stage`);
        await client.query(`select gin_clean_pending_list('rec_v_idx'::regclass)`);
        await client.query('commit');
      });
    });
    return [copy, searchable];
  } finally {
    await client.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    await client.end();
  }
}
