import type { Letter } from '@breachwatch/core/recovery/letters';

// Letters become PDFs in the browser, so the name and address a person types never leave their
// device. jsPDF and the font are loaded only when a PDF is made (they weigh ~1 MB together and
// no other page needs them). The font is DejaVu Sans, embedded as a subset: jsPDF's built-in
// fonts cover Latin-1 only and would silently drop "’", "“" or "Ł", so names keep every letter.

export type FontLoader = () => Promise<ArrayBuffer>;

/** The bundled TrueType font, fetched from our own origin. */
export const loadBundledFont: FontLoader = async () => {
  const { default: url } = await import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url');
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Font request failed (${res.status})`);
  return res.arrayBuffer();
};

export class UnsupportedCharactersError extends Error {
  constructor(readonly characters: string[]) {
    super(`The PDF cannot show: ${characters.join(' ')}`);
    this.name = 'UnsupportedCharactersError';
  }
}

const PAGE = { width: 612, height: 792, margin: 72 }; // US Letter, 1-inch margins
const FONT_SIZE = 11;
const LINE = 15;
const BULLET_INDENT = 14;

function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

interface GlyphFont {
  metadata?: { characterToGlyph?: (code: number) => number };
}

/** Characters of the letter the font has no glyph for (each listed once). */
function missingGlyphs(text: string, font: GlyphFont): string[] {
  const toGlyph = font.metadata?.characterToGlyph?.bind(font.metadata);
  if (!toGlyph) return [];
  const missing = new Set<string>();
  for (const ch of text) {
    if (/\s/.test(ch)) continue;
    // jsPDF writes UTF-16 code units: a character outside the BMP cannot be drawn.
    const units = [...Array(ch.length).keys()].map((i) => ch.charCodeAt(i));
    if (ch.length > 1 || units.some((u) => toGlyph(u) === 0)) missing.add(ch);
  }
  return [...missing];
}

function allText(letter: Letter): string {
  return [
    ...letter.senderLines,
    letter.date,
    ...letter.recipientLines,
    letter.subject,
    letter.salutation,
    ...letter.body.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.items)),
    letter.closing,
    letter.signature,
    ...letter.enclosures,
  ].join('\n');
}

/** The letter as a PDF (US Letter). Throws UnsupportedCharactersError rather than dropping a character. */
export async function renderLetterPdf(letter: Letter, loadFont: FontLoader = loadBundledFont): Promise<Uint8Array> {
  const [{ jsPDF }, font] = await Promise.all([import('jspdf'), loadFont()]);
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  doc.addFileToVFS('DejaVuSans.ttf', binaryString(font));
  doc.addFont('DejaVuSans.ttf', 'DejaVuSans', 'normal');
  doc.setFont('DejaVuSans', 'normal');
  doc.setFontSize(FONT_SIZE);
  const missing = missingGlyphs(allText(letter), doc.getFont() as GlyphFont);
  if (missing.length) throw new UnsupportedCharactersError(missing);
  doc.setProperties({ title: letter.title, subject: letter.subject });

  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  const newLineSpace = (lines = 1) => {
    if (y + lines * LINE > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
  };
  const write = (text: string, indent = 0) => {
    for (const line of doc.splitTextToSize(text, width - indent) as string[]) {
      newLineSpace();
      doc.text(line, PAGE.margin + indent, y);
      y += LINE;
    }
  };
  const gap = () => (y += LINE * 0.6);

  letter.senderLines.forEach((l) => write(l));
  gap();
  write(letter.date);
  gap();
  letter.recipientLines.forEach((l) => write(l));
  gap();
  write(`Re: ${letter.subject}`);
  gap();
  write(letter.salutation);
  gap();
  for (const block of letter.body) {
    if (block.kind === 'paragraph') write(block.text);
    else
      for (const item of block.items) {
        newLineSpace();
        doc.text('•', PAGE.margin + 2, y);
        write(item, BULLET_INDENT);
      }
    gap();
  }
  newLineSpace(4);
  write(letter.closing);
  y += LINE * 2;
  write(letter.signature);
  if (letter.enclosures.length) {
    gap();
    write('Enclosed:');
    for (const item of letter.enclosures) {
      newLineSpace();
      doc.text('•', PAGE.margin + 2, y);
      write(item, BULLET_INDENT);
    }
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

/** Saves a PDF the browser made, without any request. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the download a moment to start before the blob URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
