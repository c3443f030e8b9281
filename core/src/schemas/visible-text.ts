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
