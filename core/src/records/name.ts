// Display-name assembly shared by the import mapping, admin list and public previews, so a
// record reads the same everywhere.

/** Shown wherever a record has no usable name (spec §5 "A missing name becomes ..."). */
export const NO_NAME = '(no name)';

export interface NameParts {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
  /** A single-column name (Name / FullName / EmployeeName / Employee). */
  fullName?: string | null;
}

const WHITESPACE_RUN = /\s+/g;
const NEEDS_COLLAPSE = /\s\s|[\t\n\r\f\v\u00a0]/;

function clean(value: string | null | undefined): string {
  if (!value) return '';
  const v = value.trim();
  // Collapse runs of whitespace ("John  Doe"); the test first keeps the common case cheap,
  // since this runs for every imported row.
  return NEEDS_COLLAPSE.test(v) ? v.replace(WHITESPACE_RUN, ' ') : v;
}

/**
 * Builds the display name. Separate parts win over a single full-name column because they
 * are unambiguous ("Doe, John" vs "John Doe"); the full name is the fallback. They win only
 * with a first or a last name among them: a "Middle Initial" or "Suffix" column beside "Full
 * Name" holds no name on its own, and stored the person as "K", found by no search for them.
 */
export function assembleName(parts: NameParts): string {
  const full = clean(parts.fullName);
  if (full !== '' && clean(parts.firstName) === '' && clean(parts.lastName) === '') return full;
  let assembled = '';
  for (const part of [parts.firstName, parts.middleName, parts.lastName, parts.suffix]) {
    const p = clean(part);
    if (p !== '') assembled = assembled === '' ? p : `${assembled} ${p}`;
  }
  if (assembled !== '') return assembled;
  return full !== '' ? full : NO_NAME;
}

/** True when the name is the placeholder, so UIs can style or sort it apart. */
export function isNoName(name: string | null | undefined): boolean {
  return !name || name.trim() === '' || name === NO_NAME;
}
