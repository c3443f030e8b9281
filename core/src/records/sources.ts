// Leak-source names arrive as one cell ("Acme breach; Pastebin dump") or as a list.

const SEPARATORS = /[\r\n;|,]+/;
const SEPARATOR_CHAR = /[\r\n;|,]/;

/**
 * Splits a sources value on newline, semicolon, pipe or comma, trims, drops empties and
 * repeats (case-insensitively, first spelling kept). Arrays are flattened the same way;
 * objects with a `name` (structured leakSources) contribute that name.
 */
export function splitSources(value: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (raw: string): void => {
    for (const part of SEPARATOR_CHAR.test(raw) ? raw.split(SEPARATORS) : [raw]) {
      const name = part.trim();
      if (name === '') continue;
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(name);
    }
  };
  const visit = (item: unknown): void => {
    if (typeof item === 'string') add(item);
    else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string') {
      add((item as { name: string }).name);
    }
  };
  visit(value);
  return out;
}
