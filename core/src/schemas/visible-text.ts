import { z } from 'zod';

// Whether typed text shows anything. `trim()` removes only whitespace, so a name or message made of
// zero-width characters or of letters that render as blanks passed the "please enter" checks and
// reached moderation and the inbox looking empty. The forms' schemas ask this instead; the text
// itself is stored as typed (only the emptiness check changes).

/**
 * What renders as nothing on its own: whitespace; control, format (zero-width space and joiners,
 * word joiner, direction marks, soft hyphen) and surrogate code points; combining marks, which
 * need a letter to sit on; the default-ignorable code points (variation selectors, the Hangul
 * fillers U+115F, U+1160, U+3164, U+FFA0), also listed by name in case a runtime's Unicode data
 * is older; and U+2800 BRAILLE PATTERN BLANK, a symbol drawn as an empty cell.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{M}\p{Default_Ignorable_Code_Point}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** True when the text has at least one character a reader would see. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * Direction overrides, embeddings and isolates (U+202A-U+202E, U+2066-U+2069): one in a name
 * reverses how the rest of it reads ("\u202Eevil" shows as "live", "gnp.exe" as "exe.png").
 * The marks U+200E and U+200F, which right-to-left keyboards do type, are not among them.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * More combining marks on one letter than any writing system stacks: they pile up out of the
 * line and over the text and controls around it ("Zalgo" text). Vietnamese puts two on a
 * letter and Thai three.
 */
const STACKED_MARKS = /\p{M}{6,}/u;

/** True when text reads as it is written: no direction overrides, no pile of combining marks. */
export function readsAsWritten(text: string): boolean {
  return !DIRECTION_CONTROLS.test(text) && !STACKED_MARKS.test(text);
}

/** What a form says when readsAsWritten refuses its text. */
export const HIDDEN_FORMATTING_MESSAGE =
  'Remove the hidden formatting: characters that reverse the direction of text, or many accent marks stacked on one letter.';

/**
 * A required text a person types into a public form (a name, a message): trimmed, refused when
 * it shows nothing or is longer than `max`, and when it does not read as written. `required`
 * is the form's "please enter" message, `tooLong` its length message.
 */
export function typedText(required: string, max: number, tooLong: string) {
  // min(1) documents the field in the API description; hasVisibleText is the rule that matters.
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(hasVisibleText, required)
    .max(max, tooLong)
    .refine(readsAsWritten, HIDDEN_FORMATTING_MESSAGE);
}
