import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { RecoveryPlan } from '@breachwatch/core/recovery/recovery-plan';
import type { BreachInquiryRecipient } from '@breachwatch/core/recovery/letters';
import { TextField } from '../../../../components/ui/text-field';
import { cn } from '../../../../components/ui/cn';
import { usePrintClass } from '../print-context';
import { BreachInquiryLetterCard, DisputeLetterCard, FraudAlertLetterCard } from './letter-cards';
import type { EvidenceInput, SenderInput } from './letter-inputs';

interface Props {
  plan: RecoveryPlan;
  referenceUrl: string | null;
}

function initialRecipient(plan: RecoveryPlan): BreachInquiryRecipient {
  if (plan.dataClasses.includes('benefits') && !plan.dataClasses.includes('employment')) return 'benefits';
  if (plan.dataClasses.includes('employment')) return 'employer';
  return 'other';
}

/** The letters, filled in from the plan and from what the person types here (never sent, never saved). */
export function LettersSection({ plan, referenceUrl }: Props) {
  const printClass = usePrintClass('fraudAlert', 'breachInquiry', 'dispute');
  const [sender, setSender] = useState<SenderInput>({ name: '', address: '', phone: '' });
  const [evidence, setEvidence] = useState<EvidenceInput>(() => ({
    sources: plan.evidence.sources.length
      ? plan.evidence.sources.map((s) => ({ name: s.name, dateFound: s.dateFound ?? '' }))
      : [{ name: '', dateFound: '' }],
    kindsOfData: plan.evidence.kindsOfData,
    reference: plan.evidence.reference ?? '',
    referenceUrl,
  }));
  const setSource = (i: number, patch: Partial<EvidenceInput['sources'][number]>) =>
    setEvidence((e) => ({ ...e, sources: e.sources.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const known: Partial<Record<BreachInquiryRecipient, string>> = {
    ...(plan.evidence.employer ? { employer: plan.evidence.employer } : {}),
    ...(plan.evidence.benefitsProvider ? { benefits: plan.evidence.benefitsProvider } : {}),
  };

  return (
    <section
      aria-labelledby="letters-title"
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none',
        printClass,
      )}
    >
      <div className="print:hidden">
        <h2 id="letters-title" className="text-xl font-semibold text-slate-900">
          Letters, ready to print
        </h2>
        <p className="mt-1 text-slate-700">
          Each letter cites the breach as evidence. Print it, or save it as a PDF, then sign it and post it. Send important letters by
          certified mail and keep a copy.
        </p>
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            What you type below stays on this page, in your browser. It is not sent to us and not saved: it is gone when you close the page.
            We never ask for your Social Security number or date of birth: the letters leave a line to write them by hand. Leave anything
            blank to write it by hand.
          </span>
        </p>

        <fieldset className="mt-5">
          <legend className="font-semibold text-slate-900">Your details</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Your full name"
              name="sender-name"
              autoComplete="name"
              value={sender.name}
              onChange={(name) => setSender((s) => ({ ...s, name }))}
              maxLength={120}
            />
            <TextField
              label="Phone"
              name="sender-phone"
              autoComplete="tel"
              value={sender.phone}
              onChange={(phone) => setSender((s) => ({ ...s, phone }))}
              maxLength={40}
              hint="optional"
            />
            <div className="sm:col-span-2">
              <TextField
                label="Your postal address"
                name="sender-address"
                multiline
                rows={3}
                value={sender.address}
                onChange={(address) => setSender((s) => ({ ...s, address }))}
                maxLength={300}
              />
            </div>
          </div>
        </fieldset>

        <fieldset className="mt-5">
          <legend className="font-semibold text-slate-900">The breach the letters cite</legend>
          <p className="text-sm text-slate-700">Filled in from this plan. Correct anything that is wrong.</p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {evidence.sources.map((s, i) => (
              <div key={i} className="contents">
                <TextField
                  label={evidence.sources.length > 1 ? `Breach source ${i + 1}` : 'Breach source'}
                  name={`source-${i}`}
                  value={s.name}
                  onChange={(name) => setSource(i, { name })}
                  maxLength={160}
                />
                <TextField
                  label="Date found"
                  name={`source-date-${i}`}
                  value={s.dateFound}
                  onChange={(dateFound) => setSource(i, { dateFound })}
                  maxLength={40}
                  hint="YYYY-MM-DD"
                />
              </div>
            ))}
            <TextField
              label="Kinds of data exposed"
              name="kinds-of-data"
              value={evidence.kindsOfData}
              onChange={(kindsOfData) => setEvidence((e) => ({ ...e, kindsOfData }))}
              maxLength={300}
            />
            <TextField
              label="Our report’s reference"
              name="reference"
              value={evidence.reference}
              onChange={(reference) => setEvidence((e) => ({ ...e, reference }))}
              maxLength={160}
              hint="optional"
            />
          </div>
        </fieldset>
      </div>

      <div className="mt-6 space-y-6 print:mt-0">
        {plan.letters.includes('fraudAlert') && <FraudAlertLetterCard sender={sender} evidence={evidence} />}
        {plan.letters.includes('breachInquiry') && (
          <BreachInquiryLetterCard
            sender={sender}
            evidence={evidence}
            initialRecipient={initialRecipient(plan)}
            knownOrganisation={known}
            region={plan.region}
          />
        )}
        {plan.letters.includes('dispute') && <DisputeLetterCard sender={sender} evidence={evidence} region={plan.region} />}
      </div>
    </section>
  );
}
