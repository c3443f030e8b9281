// The text of the recovery plan's letters, as plain blocks that the page shows, prints and
// turns into a PDF in the browser. Modelled on the FTC's sample letters ("Identity Theft: A
// Recovery Plan"). Each one cites the breach as evidence: source, date found, the kinds of
// data exposed and our report's reference.
//
// The name, address and phone a person types go into these letters in their browser only.
// The letters never ask for a Social Security number or date of birth: where a company needs
// them, the letter leaves a line to write them by hand.

import { CREDIT_BUREAUS, type CreditBureauId } from './credit-bureaus.ts';
import type { PlanRegion } from './plan-region.ts';
import type { LetterKind } from './recovery-steps.ts';
import { listInWords, type PlanSource } from './recovery-plan.ts';

export type LetterBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface Letter {
  kind: LetterKind;
  /** What the letter is, e.g. "Fraud alert request to Equifax". */
  title: string;
  fileName: string;
  senderLines: string[];
  date: string;
  recipientLines: string[];
  subject: string;
  salutation: string;
  body: LetterBlock[];
  closing: string;
  signature: string;
  enclosures: string[];
}

/** What the person types (kept in their browser) plus what the plan knows. */
export interface LetterSender {
  name: string;
  /** One line each. */
  address: string[];
  phone?: string;
}

/** The breach as the letter cites it; the person may correct any of it before printing. */
export interface LetterEvidence {
  sources: PlanSource[];
  /** "Social Security number, date of birth and email address" */
  kindsOfData: string;
  /** "BreachWatch report Ab3…" */
  reference: string | null;
  referenceUrl: string | null;
}

/** A line left blank to fill in by hand on the printed letter. */
export const WRITE_BY_HAND = '______________________';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 26, 2026" (the person's local date). */
export function formatLetterDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "March 14, 2025" for YYYY-MM-DD; anything else is returned as it was typed. */
export function formatIsoDateInWords(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!m) return iso.trim();
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : iso.trim();
}

const clean = (v: string | undefined) => (v ?? '').trim();
const nonBlank = (lines: readonly string[]) => lines.map((l) => l.trim()).filter((l) => l !== '');

function senderLines(sender: LetterSender): string[] {
  const lines = [clean(sender.name) || WRITE_BY_HAND, ...nonBlank(sender.address)];
  if (lines.length === 1) lines.push(WRITE_BY_HAND, WRITE_BY_HAND);
  if (clean(sender.phone)) lines.push(clean(sender.phone));
  return lines;
}

function describeSources(sources: readonly PlanSource[]): string {
  const named = sources.filter((src) => src.name.trim() !== '');
  if (named.length === 0) return 'a data breach';
  const one = (src: PlanSource) =>
    src.dateFound && src.dateFound.trim()
      ? `“${src.name.trim()}”, found on ${formatIsoDateInWords(src.dateFound)}`
      : `“${src.name.trim()}”`;
  return named.length === 1 ? `a data breach: ${one(named[0]!)}` : `data breaches: ${listInWords(named.map(one))}`;
}

/** The sentences every letter uses to cite the breach. */
export function evidenceSentences(evidence: LetterEvidence): string {
  const parts = [
    `My personal information appears in ${describeSources(evidence.sources)}.`,
    `The exposed data includes my ${evidence.kindsOfData.trim() || 'personal details'}.`,
  ];
  if (evidence.reference?.trim()) {
    const url = evidence.referenceUrl?.trim();
    parts.push(`The breach is recorded in ${evidence.reference.trim()}${url ? ` (${url})` : ''}.`);
  }
  return parts.join(' ');
}

const signatureOf = (sender: LetterSender) => clean(sender.name) || WRITE_BY_HAND;

export interface FraudAlertLetterInput {
  sender: LetterSender;
  date: Date;
  bureau: CreditBureauId;
  evidence: LetterEvidence;
}

export function fraudAlertLetter({ sender, date, bureau, evidence }: FraudAlertLetterInput): Letter {
  const b = CREDIT_BUREAUS[bureau];
  const phone = clean(sender.phone) || WRITE_BY_HAND;
  const address = nonBlank(sender.address);
  return {
    kind: 'fraudAlert',
    title: `Fraud alert request to ${b.name}`,
    fileName: `fraud-alert-request-${b.id}.pdf`,
    senderLines: senderLines(sender),
    date: formatLetterDate(date),
    recipientLines: [...b.fraudAlertMail],
    subject: 'Request for an initial fraud alert',
    salutation: 'Dear Fraud Department,',
    body: [
      {
        kind: 'paragraph',
        text: 'I am writing to ask you to place an initial fraud alert on my credit file, as section 605A of the Fair Credit Reporting Act (15 U.S.C. § 1681c-1) allows, because I believe I may become a victim of identity theft.',
      },
      { kind: 'paragraph', text: evidenceSentences(evidence) },
      {
        kind: 'paragraph',
        text: 'Please notify the other two nationwide credit bureaus of this alert, as the law requires, and send me written confirmation that it is in place.',
      },
      { kind: 'paragraph', text: `Before opening any account in my name, lenders can reach me at this phone number: ${phone}.` },
      {
        kind: 'list',
        items: [
          `Full name: ${signatureOf(sender)}`,
          `Current address: ${address.length ? address.join(', ') : WRITE_BY_HAND}`,
          `Date of birth: ${WRITE_BY_HAND}`,
          `Social Security number: ${WRITE_BY_HAND}`,
        ],
      },
    ],
    closing: 'Sincerely,',
    signature: signatureOf(sender),
    enclosures: [
      'A copy of a government-issued photo ID (for example a driver’s license)',
      'A copy of a utility bill, bank or insurance statement showing my current address',
    ],
  };
}

export const BREACH_INQUIRY_RECIPIENTS = ['employer', 'benefits', 'other'] as const;
export type BreachInquiryRecipient = (typeof BREACH_INQUIRY_RECIPIENTS)[number];

export interface BreachInquiryLetterInput {
  sender: LetterSender;
  date: Date;
  recipient: BreachInquiryRecipient;
  organisation: string;
  organisationAddress: string[];
  evidence: LetterEvidence;
  /** Outside the US the letter cites no US law (ADR 0303). */
  region?: PlanRegion;
}

const ORIGIN_SENTENCE: Record<BreachInquiryRecipient, string> = {
  employer: 'It appears to come from the HR or payroll records you hold about me as an employee or former employee.',
  benefits: 'It appears to come from the health-plan or benefits records you hold about me.',
  other: 'It appears to come from records you hold about me.',
};

export function breachInquiryLetter(input: BreachInquiryLetterInput): Letter {
  const { sender, date, recipient, evidence } = input;
  const organisation = clean(input.organisation) || WRITE_BY_HAND;
  const address = nonBlank(input.organisationAddress);
  const body: LetterBlock[] = [
    { kind: 'paragraph', text: `${evidenceSentences(evidence)} ${ORIGIN_SENTENCE[recipient]}` },
    { kind: 'paragraph', text: 'Please tell me in writing:' },
    {
      kind: 'list',
      items: [
        'whether your systems, or a company working for you, were the source of this data, and when it happened;',
        'exactly what information about me was exposed;',
        'what you have done to secure it and to stop it happening again;',
        'what help you offer, such as free credit monitoring or identity restoration services;',
        'whom I can contact about this.',
      ],
    },
  ];
  if (recipient === 'benefits' && (input.region ?? 'us') === 'us') {
    body.push({
      kind: 'paragraph',
      text: 'Under the HIPAA Privacy Rule (45 CFR 164.528), I also request an accounting of the disclosures of my protected health information for the past six years.',
    });
  }
  if ((input.region ?? 'us') !== 'us') {
    // Most data protection laws outside the US give such a right of access; the letter asks
    // "where the law gives me the right" rather than cite one country's law.
    body.push({
      kind: 'paragraph',
      text: 'Where the data protection law that applies to you gives me the right, I also ask for a copy of the personal data you hold about me and a list of the organisations you have shared it with.',
    });
  }
  body.push({ kind: 'paragraph', text: 'Please reply in writing to the address above. Thank you for your help.' });
  return {
    kind: 'breachInquiry',
    title:
      recipient === 'employer'
        ? 'Letter to your employer'
        : recipient === 'benefits'
          ? 'Letter to your benefits provider'
          : 'Letter to the organisation that leaked your data',
    fileName: `breach-letter-${recipient}.pdf`,
    senderLines: senderLines(sender),
    date: formatLetterDate(date),
    recipientLines: [
      recipient === 'employer' ? 'Attn: Human Resources' : 'Attn: Privacy Officer',
      organisation,
      ...(address.length ? address : [WRITE_BY_HAND, WRITE_BY_HAND]),
    ],
    subject: 'Request for information about a breach of my personal data',
    salutation: 'Dear Sir or Madam,',
    body,
    closing: 'Sincerely,',
    signature: signatureOf(sender),
    enclosures: [],
  };
}

export interface DisputeLetterInput {
  sender: LetterSender;
  date: Date;
  company: string;
  companyAddress: string[];
  /** Account number or description, as the person types it. */
  account: string;
  evidence: LetterEvidence;
  /** Outside the US the letter cites no US law and encloses a police report (ADR 0303). */
  region?: PlanRegion;
}

export function disputeLetter(input: DisputeLetterInput): Letter {
  const { sender, date, evidence } = input;
  const company = clean(input.company) || WRITE_BY_HAND;
  const address = nonBlank(input.companyAddress);
  const inUs = (input.region ?? 'us') === 'us';
  return {
    kind: 'dispute',
    title: 'Dispute letter for an account you did not open',
    fileName: 'dispute-letter.pdf',
    senderLines: senderLines(sender),
    date: formatLetterDate(date),
    recipientLines: ['Attn: Fraud Department', company, ...(address.length ? address : [WRITE_BY_HAND, WRITE_BY_HAND])],
    subject: 'Identity theft: dispute of an account I did not open',
    salutation: 'Dear Sir or Madam,',
    body: [
      {
        kind: 'paragraph',
        text: 'I am a victim of identity theft. An account was opened at your company in my name without my permission. I did not open or authorize this account.',
      },
      { kind: 'list', items: [`Account: ${clean(input.account) || WRITE_BY_HAND}`] },
      { kind: 'paragraph', text: evidenceSentences(evidence) },
      {
        kind: 'paragraph',
        text: 'Please close this account immediately, remove all charges on it, and send me written confirmation that I am not responsible for this account or any debt on it.',
      },
      {
        kind: 'paragraph',
        text: inUs
          ? 'Please also stop reporting this account to the credit bureaus, and, as section 609(e) of the Fair Credit Reporting Act (15 U.S.C. § 1681g(e)) allows, send me copies of the application and business records for this account.'
          : 'Please also stop reporting this account to any credit reference agency, and send me copies of the application and the records you hold for this account.',
      },
    ],
    closing: 'Sincerely,',
    signature: signatureOf(sender),
    enclosures: inUs
      ? ['A copy of my FTC Identity Theft Report', 'A copy of a government-issued photo ID']
      : ['A copy of my police report, or its reference number', 'A copy of a government-issued photo ID'],
  };
}

/** The whole letter as plain text, line by line (what the printed page and the PDF show). */
export function letterLines(letter: Letter): string[] {
  const out = [
    ...letter.senderLines,
    '',
    letter.date,
    '',
    ...letter.recipientLines,
    '',
    `Re: ${letter.subject}`,
    '',
    letter.salutation,
    '',
  ];
  for (const block of letter.body) {
    if (block.kind === 'paragraph') out.push(block.text, '');
    else out.push(...block.items.map((i) => `• ${i}`), '');
  }
  out.push(letter.closing, '', '', letter.signature);
  if (letter.enclosures.length) out.push('', 'Enclosed:', ...letter.enclosures.map((e) => `• ${e}`));
  return out;
}
