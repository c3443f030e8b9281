import type { Letter } from '@breachwatch/core/recovery/letters';

/** A letter laid out as on paper; the preview on screen and what the printer gets. */
export function LetterDocument({ letter, labelledBy }: { letter: Letter; labelledBy: string }) {
  return (
    <div
      role="document"
      aria-labelledby={labelledBy}
      className="mt-4 rounded-lg border border-slate-300 bg-white p-4 font-serif text-[15px] leading-relaxed break-words text-slate-900 shadow-inner sm:p-8 print:border-0 print:p-0 print:text-[12pt] print:shadow-none"
    >
      <p className="whitespace-pre-line">{letter.senderLines.join('\n')}</p>
      <p className="mt-4">{letter.date}</p>
      <p className="mt-4 whitespace-pre-line">{letter.recipientLines.join('\n')}</p>
      <p className="mt-4 font-semibold">Re: {letter.subject}</p>
      <p className="mt-4">{letter.salutation}</p>
      {letter.body.map((block, i) =>
        block.kind === 'paragraph' ? (
          <p key={i} className="mt-3">
            {block.text}
          </p>
        ) : (
          <ul key={i} className="mt-3 list-disc pl-6">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
      <p className="mt-5">{letter.closing}</p>
      <p className="mt-10">{letter.signature}</p>
      {letter.enclosures.length > 0 && (
        <>
          <p className="mt-5">Enclosed:</p>
          <ul className="list-disc pl-6">
            {letter.enclosures.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
