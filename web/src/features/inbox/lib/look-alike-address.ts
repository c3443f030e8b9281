import { domainAsciiForm } from '@breachwatch/core/schemas/formats';

// A sender's address is typed by anyone, and the team replies to it. "jane@gmаil.com" with a
// Cyrillic "а" reads as Jane's address, so a reply meant for her (her case, what we hold on her)
// would go to whoever registered the look-alike. The console says so under the address.

/** Scripts whose letters pass for Latin ones (and for each other). */
const LOOK_ALIKE_SCRIPTS = [
  /\p{Script=Latin}/u,
  /\p{Script=Cyrillic}/u,
  /\p{Script=Greek}/u,
  /\p{Script=Armenian}/u,
  /\p{Script=Cherokee}/u,
];

const mixesScripts = (part: string) => LOOK_ALIKE_SCRIPTS.filter((script) => script.test(part)).length > 1;

/**
 * What the console says under a sender's address that is not all ASCII, else undefined: a
 * warning when its local part or one label of its domain mixes alphabets (as no real name
 * does: "olga@пример.рф" mixes none), and the domain's ASCII form, which no look-alike shares.
 */
export function lookAlikeNote(address: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(address)) return undefined;
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  const mixed = [address.slice(0, at), ...domain.split('.')].some(mixesScripts);
  const ascii = domainAsciiForm(domain);
  const spelled = ascii && ascii !== domain ? `Its domain in ASCII: ${ascii}.` : '';
  if (mixed) return `This address mixes letters of different alphabets, as a look-alike of another address does. ${spelled}`.trim();
  return spelled || undefined;
}
