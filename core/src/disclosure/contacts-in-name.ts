// Contact values, dates, identifiers and streets typed or shifted into a person's name column
// (ADRs 0246, 0292, 0305, 0308): found here, and shown as their own fields are to each audience
// through the policy's `show` (policy.ts), never whole to a stranger. The public search keys a
// name without them (contactsInName).

import { streetsInText } from '../search/streets-in-text.ts';
import { numberInNameKind, replaceBareNumbersInName, replaceNumbersInName, replaceSsnsInName } from './numbers-in-name.ts';

/** The fields whose values a name may hold. */
export type NameContactField = 'email' | 'phone' | 'dob' | 'ssn' | 'externalId' | 'street';
/** A value found in a name as its own field is shown to the reader, or `kind` ("(phone number)"). */
export type ShowInName = (field: NameContactField, value: string, kind: string) => string;

/** An email address inside other text: a sign-up list's user name in its Name column. */
const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/gu;

/**
 * A name split into the words a stranger is shown as written and the email addresses, phone or
 * other long numbers and street addresses inside it, which the name shows only as those fields
 * do (ADRs 0246, 0292). The public search keys only the first as name words: keyed whole, "name +
 * a guessed word or prefix" would confirm, letter by letter, the address the card hides behind
 * its hint (ADR 0265), or the street it shows only as its kind ("Tina oak"; ADR 0292).
 */
export function contactsInName(value: string): { rest: string; contacts: string[] } {
  const contacts: string[] = [];
  const take = (found: string) => {
    contacts.push(found);
    return ' ';
  };
  const rest = replaceContactsInName(value, take, take);
  // Streets are read as the name shows them, with its dates standing for no number (a date is
  // shown as "(date)" before streets are read); what is cut is the text itself.
  const spans = streetsInText(rest.replace(DATE_IN_TEXT, (date) => '/'.repeat(date.length)));
  let out = '';
  let from = 0;
  for (const { start, end } of spans) {
    out += `${rest.slice(from, start)} `;
    contacts.push(rest.slice(start, end));
    from = end;
  }
  return { rest: hiddenDigitsTaken(out + rest.slice(from), take), contacts };
}

/**
 * What is left of a name with the digits the name shows a stranger only as their kind taken
 * out (ADR 0308): an SSN's last four after its word or mask, and four to six digits standing
 * alone, a year excepted (ADR 0305). Keyed as name words, "name + a guessed number" confirmed
 * them: the public search reads five digits as a ZIP code in the name keys too. An SSN's words
 * stay: they tell only the kind the card shows.
 */
function hiddenDigitsTaken(text: string, take: (found: string) => string): string {
  if (!/\p{Nd}/u.test(text)) return text;
  return replaceBareNumbersInName(
    replaceSsnsInName(text, (ssn, words) => ` ${words}${take(ssn)}`),
    take,
  );
}

/** A name with each email address and phone or other long number in it replaced; the name itself when it holds none. */
function replaceContactsInName(value: string, email: (found: string) => string, phone: (found: string) => string): string {
  if (value.indexOf('@') === -1 && !/\p{Nd}/u.test(value)) return value;
  return replaceNumbersInName(value.replace(EMAIL_IN_TEXT, email), phone);
}

/**
 * A date written with slashes, dots or dashes, day or month first ("03/14/1984", "3/14/84",
 * "14.3.84") or year first ("1984/03/14"), and no longer digit run around it. In a person's name
 * column it is a birth date shifted there; short and slashed ones are no phone number's shape.
 */
const DATE_IN_TEXT =
  /(?<!\p{Nd})(?:\p{Nd}{1,2}[/.-]\p{Nd}{1,2}[/.-](?:\p{Nd}{4}|\p{Nd}{2})|\p{Nd}{4}[/.-]\p{Nd}{1,2}[/.-]\p{Nd}{1,2})(?!\p{Nd})/gu;

/**
 * A name as a stranger or the owner sees it: an email address or a phone number typed or
 * shifted into a name column is shown as those fields show it (a hint, a mask or only its kind),
 * never whole (ADR 0246), and so is a date, as the birth date is (to a stranger only its kind).
 * A phone-length number with letters written onto it is an identifier, shown whole as one (to a
 * stranger only its kind), unless the letters are a phone word ("Tel5558675309", a phone; ADR
 * 0299), and a street address as the street field is (ADR 0292). An SSN or its last four
 * ("***-**-5678", "SSN 3456") is shown as the SSN field is, and four to six digits left standing
 * alone ("Ann Lee 4321") as an identifier, a year excepted (ADR 0305). The rest of the name is
 * shown as stored. A date's digits are not taken out of the name's search words as a contact
 * value's are (contactsInName): the public search never reads digits (ADR 0071).
 */
export function nameWithContactsMasked(value: string, show: ShowInName): string {
  if (value.indexOf('@') === -1 && !/\p{Nd}/u.test(value)) return value;
  // What each reader shows is held aside behind a placeholder with no letter or digit, so no
  // later reader reads it again: an owner's "***-**-3456" or "1420 Oak St" is no bare number.
  const held: string[] = [];
  const hold = (shown: string): string => {
    held.push(shown);
    return `${HELD_OPEN}${String.fromCharCode(HELD_FIRST + held.length - 1)}${HELD_CLOSE}`;
  };
  // Addresses first: a date-shaped run inside one ("ann.3.14.84@…") is part of the address,
  // and an SSN word inside one ("ssn1234@…") is part of it too.
  const masked = replaceNumbersInName(
    replaceSsnsInName(
      value.replace(EMAIL_IN_TEXT, (email) => hold(show('email', email, '(email address)'))),
      (ssn, words, enclosed) => hold(ssnInName(show, ssn, words, enclosed)),
    ).replace(DATE_IN_TEXT, (date) => hold(show('dob', date, '(date)'))),
    (number) => {
      // A phone word written onto it ("Tel5558675309") says it is a phone; other letters, an identifier.
      const read = numberInNameKind(number);
      return hold(read.kind === 'phone' ? show('phone', read.phone, '(phone number)') : show('externalId', number, '(ID number)'));
    },
  );
  // Streets after those, on what is left: a phone's digits are never read as a house number.
  let streets = '';
  let from = 0;
  for (const { start, end } of streetsInText(masked)) {
    streets += masked.slice(from, start) + hold(show('street', masked.slice(start, end), '(street address)'));
    from = end;
  }
  // Bare numbers last: a street's house number is read with its street.
  const out = replaceBareNumbersInName(streets + masked.slice(from), (number) => show('externalId', number, '(ID number)'));
  return out.replace(HELD, (placeholder, at: string) => held[at.charCodeAt(0) - HELD_FIRST] ?? placeholder);
}

/**
 * Placeholders of private-use characters. A stored name that holds the same three characters
 * itself shows what a reader held there (a mask or a kind) twice, never a value unmasked.
 */
const HELD_OPEN = '\uE000';
const HELD_CLOSE = '\uE001';
const HELD_FIRST = 0xe100;
const HELD = /\uE000([\uE100-\uF8FF])\uE001/gu;

/**
 * An SSN or its last four inside a name, as the SSN field is shown to the audience: to a
 * stranger only its kind, words, parentheses and all; to the owner the words written before it
 * and the spec's mask ("SSN ***-**-3456"), in its parentheses.
 */
function ssnInName(show: ShowInName, ssn: string, words: string, enclosed: boolean): string {
  const shown = show('ssn', ssn, SSN_KIND);
  if (shown === SSN_KIND) return shown;
  const written = words === '' ? shown : `${words} ${shown}`;
  return enclosed ? `(${written})` : written;
}

const SSN_KIND = '(Social Security number)';
