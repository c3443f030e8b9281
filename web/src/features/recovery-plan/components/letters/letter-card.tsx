import type { ReactNode } from 'react';
import type { Letter } from '@breachwatch/core/recovery/letters';
import { cn } from '../../../../components/ui/cn';
import { LETTER_ANCHORS } from '../plan-step';
import { usePrintClass } from '../print-context';
import { LetterActions } from './letter-actions';
import { LetterDocument } from './letter-document';

/** A letter's own fields, its live preview, and Print / Download PDF. Prints as the letter alone. */
export function LetterCard({ letter, intro, children }: { letter: Letter; intro: ReactNode; children?: ReactNode }) {
  const printClass = usePrintClass(letter.kind);
  const anchor = LETTER_ANCHORS[letter.kind].id;
  const titleId = `${anchor}-title`;
  return (
    <section
      id={anchor}
      aria-labelledby={titleId}
      className={cn(
        'scroll-mt-20 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 print:border-0 print:bg-white print:p-0',
        printClass,
      )}
    >
      <div className="print:hidden">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {letter.title}
        </h3>
        <div className="mt-1 text-slate-800">{intro}</div>
        {children && <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>}
      </div>
      <LetterDocument letter={letter} labelledBy={titleId} />
      <LetterActions letter={letter} />
    </section>
  );
}
