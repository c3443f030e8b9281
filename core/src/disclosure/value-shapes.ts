// The shape a stored value must have to be shown whole in a field a messy dump may have filled
// with something else (ADR 0224): a place name has no digit and no "@", a postal code is short
// letters and digits. A value of another shape is shown only as its kind (policy.ts).

import type { RecordField } from './fields.ts';

const DIGIT_OR_AT = /[\p{Nd}@]/u;
/** A place name: no digit and no "@" (a street or an address moved into the column has both). */
const isPlaceName = (value: string): boolean => !DIGIT_OR_AT.test(value);
/** Two to ten letters and digits, single spaces or hyphens between them: 62704, 62704-1234, SW1A 1AA, 100-0001. */
const POSTAL_CODE = /^[\p{L}\p{Nd}](?:[ -]?[\p{L}\p{Nd}])+$/u;
const POSTAL_CODE_MAX = 10;
/** Nine digits or more in a row: an SSN or a phone number as likely as a ZIP+4 written without its hyphen. */
const LONG_DIGIT_RUN = /\p{Nd}{9}/u;
const isPostalCode = (value: string): boolean => value.length <= POSTAL_CODE_MAX && POSTAL_CODE.test(value) && !LONG_DIGIT_RUN.test(value);

/**
 * Fields shown whole to the stranger and the owner whose column, in a messy dump, may hold
 * something else: a street typed into the City column, a phone number or an SSN shifted into
 * the ZIP column by a stray separator. Such a value is shown only as its kind, as a value a
 * mask refuses is (ADR 0224); the admin sees it as stored.
 */
export const VALUE_SHAPES: Partial<Record<RecordField, (value: string) => boolean>> = {
  city: isPlaceName,
  state: isPlaceName,
  county: isPlaceName,
  country: isPlaceName,
  zip: isPostalCode,
};

/**
 * Whether a stored value is shaped like its field (VALUE_SHAPES; true for a field without a
 * shape). The public search keys a place value as a place only when it is (ADR 0230), so a
 * value the card withholds cannot be confirmed by guessing it beside a name.
 */
export const shapedLikeItsField = (field: RecordField, value: string): boolean => VALUE_SHAPES[field]?.(value.trim()) ?? true;
