// What a stranger is shown of a postal code (ADR 0305). The policy shows a stranger the ZIP
// code (decisions.md §1): an area of thousands of addresses. A ZIP+4, and the full postcodes of
// several countries, narrow to a block, a building or a single address, so a stranger is shown
// only the part that names the area; the verified owner and the admin see the code as stored.

/**
 * Formats read with confidence, each with the part that names an area. Tried in order on the
 * code as stored (trimmed); the part is a slice of it, as written. A code of no format here is
 * shown as it is: most countries' codes (Germany's and France's five digits, India's six) name
 * a district or a town.
 */
const AREA_OF: readonly RegExp[] = [
  // US ZIP+4 ("62701-1234", "62701 1234"): the five-digit ZIP code. Nine digits written together
  // are refused as a postal code before this (policy.ts VALUE_SHAPES: an SSN as likely).
  /^(\d{5})[- ]\d{4}$/u,
  // UK postcode ("SW1A 1AA", "M1 1AE", "sw1a1aa"): the outward code, a postal district. The
  // inward code after it names a street or part of one, a few addresses.
  /^([A-Za-z]{1,2}\d[A-Za-z\d]?) ?\d[A-Za-z]{2}$/u,
  // Canadian postal code ("K1A 0B1"): the forward sortation area. The local delivery unit after
  // it is a block face or one building.
  /^([A-Za-z]\d[A-Za-z]) ?\d[A-Za-z]\d$/u,
  // Irish Eircode ("D02 X285"): the routing key. The unique identifier after it names one address.
  /^([AC-FHKNPRTV-Yac-fhknprtv-y]\d{2}|[Dd]6[Ww]) ?[0-9AC-FHKNPRTV-Yac-fhknprtv-y]{4}$/u,
  // Dutch postcode ("1012 AB"): the four digits, a neighbourhood. The letters name a street side.
  /^(\d{4}) ?[A-Za-z]{2}$/u,
  // Argentine CPA ("C1425DKB"): the province letter and the four-digit code. The letters after
  // them name one side of a block.
  /^([A-Za-z]\d{4})[A-Za-z]{3}$/u,
  // Brazilian CEP ("01310-100"): the first five digits, a sub-sector. The suffix can be one street or building.
  /^(\d{5})-\d{3}$/u,
  // Portuguese code ("1000-001"): the four digits. The three after them name a street.
  /^(\d{4})-\d{3}$/u,
  // Japanese code ("100-0001"): the first three digits, a post office's area. The four after
  // them name a town block or one large building. A phone's last seven digits ("555-0142") in
  // a ZIP column are shown no more.
  /^(\d{3})-\d{4}$/u,
];

/**
 * The part of a postal code that names an area: "62701-1234" -> "62701", "SW1A 1AA" -> "SW1A",
 * "K1A 0B1" -> "K1A", "D02 X285" -> "D02", "1012 AB" -> "1012". The code itself when it is no
 * format read here.
 */
export function postalCodeArea(code: string): string {
  const value = code.trim();
  for (const format of AREA_OF) {
    const m = format.exec(value);
    if (m) return m[1]!;
  }
  return value;
}
