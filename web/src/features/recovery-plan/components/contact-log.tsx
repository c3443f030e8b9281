import { useId, useState, type FormEvent } from 'react';
import { Printer } from 'lucide-react';
import { formatIsoDateInWords } from '@breachwatch/core/recovery/letters';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/text-field';
import { CONTACT_METHODS, LOG_LIMITS, localToday, useContactLog, type ContactMethod } from '../lib/contact-log';
import { usePrint, usePrintClass } from './print-context';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { stackedCell, stackedRow, stackedTable } from '../../../components/ui/stacked-table';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

const BLANK_ROWS_ON_PAPER = 10;
const control =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600';

/** The contact log: add what happened, see it as a table, print it (with blank rows to fill by hand). */
export function ContactLog({ planKey }: { planKey: string }) {
  const id = useId();
  const printClass = usePrintClass('plan', 'log');
  const { print } = usePrint();
  const { entries, add, remove } = useContactLog(planKey);
  const [date, setDate] = useState(localToday);
  const [who, setWho] = useState('');
  const [how, setHow] = useState<ContactMethod>('Phone');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<string | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const refuse = (message: string) => {
    setError(message);
    focusFirstInvalid();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!who.trim()) return refuse('Say who you contacted, for example “Equifax, fraud department”.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refuse('Choose the date of the contact.');
    setError(undefined);
    setSaved(add({ date, who: who.trim(), how, notes: notes.trim() }));
    setWho('');
    setNotes('');
  };

  return (
    <section
      id="contact-log"
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:break-before-page print:border-0 print:p-0 print:shadow-none',
        printClass,
      )}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        Contact log
      </h2>
      <p className="mt-1 text-slate-700">
        Write down who you contacted, when, how, and what they said or promised.{' '}
        <span className="print:hidden">Saved only in this browser on this device.</span>
      </p>

      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 print:hidden">
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">
            Date
          </label>
          <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} className={control} />
        </div>
        <div>
          <label htmlFor={`${id}-how`} className="block text-sm font-medium text-slate-800">
            How
          </label>
          <select id={`${id}-how`} value={how} onChange={(e) => setHow(e.target.value as ContactMethod)} className={control}>
            {CONTACT_METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <TextField
            label="Who (organisation and person)"
            name="log-who"
            value={who}
            onChange={setWho}
            maxLength={LOG_LIMITS.who}
            error={error}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label="What they said, and what happens next"
            name="log-notes"
            value={notes}
            onChange={setNotes}
            multiline
            rows={3}
            maxLength={LOG_LIMITS.notes}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit">Add to the log</Button>
          <Button variant="secondary" onClick={() => print('log')}>
            <Printer aria-hidden="true" className="size-4" />
            Print the log sheet
          </Button>
          <span aria-live="polite" className="text-sm text-slate-700">
            {saved === false && 'This browser is not saving the log: it will be lost when you close this page.'}
          </span>
        </div>
      </form>

      <ScrollBox className="mt-4" role="region" aria-label="Contact log entries" tabIndex={0}>
        {/* Below sm each entry is a card of "label: value" lines, its Remove button on screen;
            the explicit roles keep the table semantics that display:block would drop. */}
        <table role="table" className={cn('w-full border-collapse text-left text-sm', stackedTable)}>
          <thead className="max-sm:hidden">
            <tr role="row" className="border-b border-slate-300 text-slate-700">
              <th scope="col" role="columnheader" className="w-32 py-2 pr-3 font-semibold">
                Date
              </th>
              <th scope="col" role="columnheader" className="w-1/4 py-2 pr-3 font-semibold">
                Who
              </th>
              <th scope="col" role="columnheader" className="w-24 py-2 pr-3 font-semibold">
                How
              </th>
              <th scope="col" role="columnheader" className="py-2 pr-3 font-semibold">
                What they said, what happens next
              </th>
              <th scope="col" role="columnheader" className="py-2 font-semibold print:hidden">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className={stackedTable}>
            {entries.map((e) => (
              <tr key={e.id} role="row" className={cn('border-b border-slate-200 align-top max-sm:py-2', stackedRow)}>
                <td role="cell" data-label="Date" className={cn('py-2 pr-3 whitespace-nowrap text-slate-900', stackedCell)}>
                  {formatIsoDateInWords(e.date)}
                </td>
                <td role="cell" data-label="Who" className={cn('py-2 pr-3 text-slate-900', stackedCell)}>
                  <span className="min-w-0 break-words">{e.who}</span>
                </td>
                <td role="cell" data-label="How" className={cn('py-2 pr-3 text-slate-900', stackedCell)}>
                  {e.how}
                </td>
                <td role="cell" data-label="Said" className={cn('py-2 pr-3 text-slate-800', stackedCell, !e.notes && 'max-sm:hidden')}>
                  <span className="min-w-0 break-words whitespace-pre-line">{e.notes}</span>
                </td>
                <td role="cell" className="py-2 text-right max-sm:block max-sm:pt-1 max-sm:text-left print:hidden">
                  {removing === e.id ? (
                    <span className="inline-flex gap-1">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          remove(e.id);
                          setRemoving(null);
                        }}
                      >
                        Remove
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(null)}>
                        Keep
                      </Button>
                    </span>
                  ) : (
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(e.id)} aria-label={`Remove the entry for ${e.who}`}>
                      Remove…
                    </Button>
                  )}
                </td>
              </tr>
            ))}
            {entries.length === 0 && (
              <tr role="row" className={cn('print:hidden', stackedRow)}>
                <td role="cell" colSpan={5} className="py-4 text-center text-slate-600 max-sm:block">
                  Nothing logged yet.
                </td>
              </tr>
            )}
            {Array.from({ length: BLANK_ROWS_ON_PAPER }, (_, i) => (
              <tr key={`blank-${i}`} aria-hidden="true" className="hidden h-10 border-b border-slate-300 print:table-row">
                <td colSpan={4} />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
