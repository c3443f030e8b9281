import { describe, expect, it } from 'vitest';
import fontDataUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import { disputeLetter, fraudAlertLetter, type LetterEvidence } from '@breachwatch/core/recovery/letters';
import { pdfTextLines } from '../../../testing/pdf-text';
import { renderLetterPdf, UnsupportedCharactersError } from './letter-pdf';

const loadFont = async () => (await fetch(fontDataUrl)).arrayBuffer();
const evidence: LetterEvidence = {
  sources: [{ name: 'Northwind Health HR export', dateFound: '2025-03-14' }],
  kindsOfData: 'Social Security number and date of birth',
  reference: 'BreachWatch report Ab3dE',
  referenceUrl: null,
};
const date = new Date(2026, 10, 26);
// Wrapped lines joined back, so a phrase split across two lines still reads whole.
const pdfText = async (bytes: Uint8Array) => (await pdfTextLines(bytes)).join(' ');

describe('renderLetterPdf', () => {
  it('writes the whole letter, typed name and curly quotes included, into a real PDF', async () => {
    const sender = { name: 'Zoë O’Brien-Łukasz', address: ['12 Rue de l’Église', 'Springfield, IL 62704'] };
    const bytes = await renderLetterPdf(fraudAlertLetter({ sender, date, bureau: 'transunion', evidence }), loadFont);
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Zoë O’Brien-Łukasz');
    expect(text).toContain('12 Rue de l’Église');
    expect(text).toContain('TransUnion Fraud Victim Assistance Department');
    expect(text).toContain('“Northwind Health HR export”, found on March 14, 2025');
    expect(text).toContain('Re: Request for an initial fraud alert');
    expect(text).toContain('§ 1681c-1');
  });

  it('runs onto a second page when a letter is long, losing no line', async () => {
    const long = { ...evidence, sources: Array.from({ length: 40 }, (_, i) => ({ name: `Breach number ${i}`, dateFound: '2025-01-01' })) };
    const letter = disputeLetter({
      sender: { name: 'A B', address: [] },
      date,
      company: 'Acme',
      companyAddress: [],
      account: '1',
      evidence: long,
    });
    const bytes = await renderLetterPdf(letter, loadFont);
    expect(new TextDecoder('latin1').decode(bytes)).toMatch(/\/Count 2\b/);
    const text = await pdfText(bytes);
    expect(text).toContain('“Breach number 39”');
    expect(text).toContain('A copy of my FTC Identity Theft Report');
  });

  it('refuses, naming the characters, rather than dropping ones the font cannot draw', async () => {
    const letter = fraudAlertLetter({ sender: { name: '李小龍 😀', address: [] }, date, bureau: 'equifax', evidence });
    const error = await renderLetterPdf(letter, loadFont).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedCharactersError);
    expect((error as UnsupportedCharactersError).characters).toEqual(['李', '小', '龍', '😀']);
  });
});
