/* eslint-disable @typescript-eslint/no-explicit-any -- an introspector reads any schema */
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type TableMetadata,
} from 'kysely';

// Kysely's PostgreSQL introspector (which its migrator asks whether its own tables exist) lists
// the tables of every schema and looks each up again by name (pg_get_serial_sequence,
// has_schema_privilege). A table or schema dropped meanwhile by someone else's DDL fails the whole
// listing with "relation ... does not exist": another instance migrating at the same start-up,
// or, in the test suite, a file beside this one migrating or dropping its own schema. This one
// reads only the connection's schema, and only from the catalog's rows (no lookup by name), so
// a concurrent drop elsewhere cannot fail it. Its schemas and metadata are Kysely's own.

interface ColumnRow {
  table: string;
  table_type: string;
  schema: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: boolean;
}

export class CurrentSchemaIntrospector extends PostgresIntrospector {
  constructor(private readonly db: Kysely<any>) {
    super(db);
  }

  override async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as table_type, ns.nspname as schema, a.attname as column,
        a.attnotnull as not_null, a.atthasdef as has_default, typ.typname as type, dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        -- what pg_get_serial_sequence finds, read from pg_depend rather than looked up by name
        (a.attidentity <> '' or exists (
          select 1 from pg_catalog.pg_depend dep join pg_catalog.pg_class seq on seq.oid = dep.objid
          where dep.refobjid = c.oid and dep.refobjsubid = a.attnum and dep.deptype = 'a' and seq.relkind = 'S'
        )) as auto_incrementing
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const internal = (name: string) => name === DEFAULT_MIGRATION_TABLE || name === DEFAULT_MIGRATION_LOCK_TABLE;
    const tables = new Map<string, { name: string; schema: string; isView: boolean; columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) tables.set(row.table, (table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] }));
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
        comment: row.column_description ?? undefined,
      });
    }
    return [...tables.values()];
  }
}

/** Kysely's PostgreSQL dialect with the introspector above. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
