import { describe, expect, it } from 'vitest';
import {
  breachInquiryLetter,
  disputeLetter,
  evidenceSentences,
  formatIsoDateInWords,
  formatLetterDate,
  fraudAlertLetter,
  letterLines,
  WRITE_BY_HAND,
  type LetterEvidence,
} from './letters.ts';

const evidence: LetterEvidence = {
  sources: [{ name: 'Northwind Health HR export', dateFound: '2025-03-14' }],
  kindsOfData: 'Social Security number, date of birth and email address',
  reference: 'BreachWatch report Ab3dE',
  referenceUrl: 'https://breachwatch.example/leak/Ab3dE',
};
const sender = { name: 'Maria E. Delgado', address: ['1420 Oak Street', 'Springfield, IL 62704'], phone: '217-555-0142' };
const date = new Date(2026, 10, 26);
const text = (lines: string[]) => lines.join('\n');

describe('letters', () => {
  it('cites the breach: source, date found, kinds of data and our reference', () => {
    expect(evidenceSentences(evidence)).toBe(
      'My personal information appears in a data breach: “Northwind Health HR export”, found on March 14, 2025. ' +
        'The exposed data includes my Social Security number, date of birth and email address. ' +
        'The breach is recorded in BreachWatch report Ab3dE (https://breachwatch.example/leak/Ab3dE).',
    );
    expect(evidenceSentences({ sources: [], kindsOfData: '', reference: null, referenceUrl: null })).toBe(
      'My personal information appears in a data breach. The exposed data includes my personal details.',
    );
    expect(
      evidenceSentences({ ...evidence, sources: [...evidence.sources, { name: 'Combo list paste', dateFound: null }], reference: null }),
    ).toMatch(/data breaches: “Northwind Health HR export”, found on March 14, 2025 and “Combo list paste”\./);
  });

  it('writes a fraud alert request to the chosen bureau, leaving SSN and birth date to write by hand', () => {
    const letter = fraudAlertLetter({ sender, date, bureau: 'experian', evidence });
    const all = text(letterLines(letter));
    expect(letter.recipientLines).toEqual(['Experian', 'P.O. Box 9554', 'Allen, TX 75013']);
    expect(letter.date).toBe('November 26, 2026');
    expect(all).toContain('15 U.S.C. § 1681c-1');
    expect(all).toContain('Northwind Health HR export');
    expect(all).toContain(`Social Security number: ${WRITE_BY_HAND}`);
    expect(all).toContain(`Date of birth: ${WRITE_BY_HAND}`);
    expect(all).toContain('Current address: 1420 Oak Street, Springfield, IL 62704');
    expect(all).toContain('lenders can reach me at this phone number: 217-555-0142.');
    expect(letter.senderLines).toEqual(['Maria E. Delgado', '1420 Oak Street', 'Springfield, IL 62704', '217-555-0142']);
  });

  it('leaves lines to write by hand when nothing was typed', () => {
    const letter = fraudAlertLetter({ sender: { name: ' ', address: ['', ' '] }, date, bureau: 'equifax', evidence });
    expect(letter.senderLines).toEqual([WRITE_BY_HAND, WRITE_BY_HAND, WRITE_BY_HAND]);
    expect(letter.signature).toBe(WRITE_BY_HAND);
  });

  it('asks a benefits provider for an accounting of disclosures, and an employer what happened', () => {
    const base = { sender, date, organisation: 'Bluepoint Health', organisationAddress: ['PO Box 1', 'Chicago, IL 60601'], evidence };
    const benefits = text(letterLines(breachInquiryLetter({ ...base, recipient: 'benefits' })));
    const employer = breachInquiryLetter({ ...base, recipient: 'employer', organisation: 'Northwind Health' });
    expect(benefits).toContain('45 CFR 164.528');
    expect(benefits).toContain('health-plan or benefits records');
    expect(employer.recipientLines.slice(0, 2)).toEqual(['Attn: Human Resources', 'Northwind Health']);
    expect(text(letterLines(employer))).not.toContain('164.528');
    expect(text(letterLines(employer))).toContain('free credit monitoring');
  });

  it('disputes an account with the account, the evidence and the records request', () => {
    const letter = disputeLetter({ sender, date, company: 'Acme Bank', companyAddress: [], account: 'Card ending 4242', evidence });
    const all = text(letterLines(letter));
    expect(letter.recipientLines).toEqual(['Attn: Fraud Department', 'Acme Bank', WRITE_BY_HAND, WRITE_BY_HAND]);
    expect(all).toContain('Account: Card ending 4242');
    expect(all).toContain('I did not open or authorize this account.');
    expect(all).toContain('15 U.S.C. § 1681g(e)');
    expect(letter.enclosures).toContain('A copy of my FTC Identity Theft Report');
  });

  it('formats dates in words', () => {
    expect(formatLetterDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
    expect(formatIsoDateInWords('2025-11-10')).toBe('November 10, 2025');
    expect(formatIsoDateInWords('last spring')).toBe('last spring');
  });
});

// Outside the US (ADR 0303) the letters cite no US law: a Berlin bank owes nothing under the FCRA.
describe('letters outside the US', () => {
  const berliner = { name: 'Anna Schmidt', address: ['Invalidenstraße 1', '10115 Berlin'] };

  it('dispute: no FCRA section, no FTC report; a police report instead', () => {
    const us = text(letterLines(disputeLetter({ sender, date, company: 'Bank', companyAddress: [], account: '', evidence })));
    const abroad = text(
      letterLines(
        disputeLetter({ sender: berliner, date, company: 'Bank', companyAddress: [], account: '', evidence, region: 'outsideUs' }),
      ),
    );
    expect(us).toMatch(/Fair Credit Reporting Act/);
    expect(abroad).not.toMatch(/Fair Credit Reporting Act|U\.S\.C\.|FTC/);
    expect(abroad).toMatch(/police report/);
    expect(abroad).toMatch(/close this account immediately/);
  });

  it('breach inquiry: no HIPAA request; a request for a copy of the data where the law gives it', () => {
    const input = { sender: berliner, date, recipient: 'benefits' as const, organisation: 'Kasse', organisationAddress: [], evidence };
    expect(text(letterLines(breachInquiryLetter(input)))).toMatch(/HIPAA/);
    const abroad = text(letterLines(breachInquiryLetter({ ...input, region: 'outsideUs' })));
    expect(abroad).not.toMatch(/HIPAA|CFR/);
    expect(abroad).toMatch(/copy of the personal data you hold about me/);
  });
});
