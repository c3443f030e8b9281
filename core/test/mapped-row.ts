// One row read as the import reads it, from its header row: for tests of which columns a file's
// layout fills (voter rolls, address books, one-line addresses).

import { mapRow, resolveHeaders } from '../src/records/field-aliases.ts';

/** The header row resolved, and one row of values mapped through it. */
export function mappedRow(headers: readonly string[], values: readonly string[]) {
  const resolved = resolveHeaders(headers);
  return { resolved, record: mapRow(resolved, values) };
}
