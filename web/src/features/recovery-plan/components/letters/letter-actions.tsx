import { useState } from 'react';
import { Download, Printer } from 'lucide-react';
import type { Letter } from '@breachwatch/core/recovery/letters';
import { Button } from '../../../../components/ui/button';
import { downloadPdf, renderLetterPdf, UnsupportedCharactersError } from '../../lib/letter-pdf';
import { usePrint } from '../print-context';

type PdfState = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; fileName: string } | { kind: 'error'; message: string };

function pdfErrorMessage(error: unknown): string {
  if (error instanceof UnsupportedCharactersError)
    return `The PDF cannot show ${error.characters.join(' ')}. Use “Print letter” and choose “Save as PDF”: printing keeps every character.`;
  return 'The PDF could not be made: the PDF tool did not load (are you offline?). Use “Print letter” and choose “Save as PDF” instead.';
}

/** Print the letter, or make its PDF here in the browser and save it. */
export function LetterActions({ letter }: { letter: Letter }) {
  const { print } = usePrint();
  const [pdf, setPdf] = useState<PdfState>({ kind: 'idle' });

  const makePdf = async () => {
    setPdf({ kind: 'working' });
    try {
      const bytes = await renderLetterPdf(letter);
      downloadPdf(bytes, letter.fileName);
      setPdf({ kind: 'done', fileName: letter.fileName });
    } catch (error) {
      setPdf({ kind: 'error', message: pdfErrorMessage(error) });
    }
  };

  return (
    <div className="mt-4 print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => print(letter.kind)}>
          <Printer aria-hidden="true" className="size-4" />
          Print letter
        </Button>
        <Button onClick={() => void makePdf()} pending={pdf.kind === 'working'} aria-busy={pdf.kind === 'working' || undefined}>
          <Download aria-hidden="true" className="size-4" />
          {pdf.kind === 'working' ? 'Making the PDF…' : 'Download PDF'}
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm">
        {pdf.kind === 'done' && <span className="text-emerald-800">Saved {pdf.fileName} to your downloads.</span>}
        {pdf.kind === 'error' && <span className="font-medium text-red-800">{pdf.message}</span>}
      </p>
    </div>
  );
}
