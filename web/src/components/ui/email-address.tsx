import { Fragment } from 'react';

/**
 * Where an address may wrap: after its @ and before each dot of its domain. A hyphen is not one
 * ("breachwatch-" at a line's end reads as a word split, not as part of the address), nor is any
 * letter (`break-all` split "privacy-re|quests").
 */
export function emailAddressParts(address: string): string[] {
  const at = address.lastIndexOf('@');
  if (at <= 0) return [address];
  const [first = '', ...rest] = address.slice(at + 1).split('.');
  return [address.slice(0, at + 1), first, ...rest.map((label) => `.${label}`)];
}

/**
 * The longest part kept on one line: it fits the narrowest box an address is shown in (the
 * contact page's card on a 320 px phone). A longer part may break inside (overflow-wrap:
 * anywhere, which also lets a flex item holding it shrink) rather than push the page wider than
 * the screen.
 */
const WHOLE_PART_MAX = 20;

/**
 * An email address that fits a phone's width, wrapping after its @ or before a dot of its
 * domain. The parts are inline, so the link's text (and the name a screen reader gives it) is
 * the address itself, and the punctuation after it stays on its line.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span className="[overflow-wrap:anywhere]">
      {emailAddressParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part.length <= WHOLE_PART_MAX ? <span className="whitespace-nowrap">{part}</span> : part}
        </Fragment>
      ))}
    </span>
  );
}
