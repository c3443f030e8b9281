import { useId, useState } from 'react';
import { CREDIT_BUREAU_IDS, CREDIT_BUREAUS, type CreditBureauId } from '@breachwatch/core/recovery/credit-bureaus';
import { breachInquiryLetter, disputeLetter, fraudAlertLetter, type BreachInquiryRecipient } from '@breachwatch/core/recovery/letters';
import type { PlanRegion } from '@breachwatch/core/recovery/plan-region';
import { TextField } from '../../../../components/ui/text-field';
import { ExternalLink } from '../external-link';
import { LetterCard } from './letter-card';
import { lines, toEvidence, toSender, type EvidenceInput, type SenderInput } from './letter-inputs';

interface CommonProps {
  sender: SenderInput;
  evidence: EvidenceInput;
}
/** Where the reader lives: outside the US the letters cite no US law (ADR 0303). */
type RegionProps = { region: PlanRegion };

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-700"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="size-4 accent-indigo-700"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FraudAlertLetterCard({ sender, evidence }: CommonProps) {
  const [bureau, setBureau] = useState<CreditBureauId>('equifax');
  const b = CREDIT_BUREAUS[bureau];
  const letter = fraudAlertLetter({ sender: toSender(sender), date: new Date(), bureau, evidence: toEvidence(evidence) });
  return (
    <LetterCard
      letter={letter}
      intro={
        <p>
          Write to one bureau only: it must tell the other two. Online or by phone ({b.phone}) is faster. Before posting, check the address
          on <ExternalLink href={b.fraudAlertUrl}>{b.name}’s fraud alert page</ExternalLink>.
        </p>
      }
    >
      <Choice
        legend="Which bureau?"
        options={CREDIT_BUREAU_IDS.map((id) => ({ value: id, label: CREDIT_BUREAUS[id].name }))}
        value={bureau}
        onChange={setBureau}
      />
    </LetterCard>
  );
}

const RECIPIENT_OPTIONS: { value: BreachInquiryRecipient; label: string }[] = [
  { value: 'employer', label: 'My employer (HR)' },
  { value: 'benefits', label: 'My health plan or benefits provider' },
  { value: 'other', label: 'Another organisation' },
];

export function BreachInquiryLetterCard({
  sender,
  evidence,
  initialRecipient,
  knownOrganisation,
  region,
}: CommonProps &
  RegionProps & { initialRecipient: BreachInquiryRecipient; knownOrganisation: Partial<Record<BreachInquiryRecipient, string>> }) {
  const [recipient, setRecipient] = useState(initialRecipient);
  const [organisation, setOrganisation] = useState(knownOrganisation[initialRecipient] ?? '');
  const [address, setAddress] = useState('');
  // The name we filled in can go (the owner's session ended): a field still holding it follows;
  // a name the person typed stays. (State adjusted while rendering, as React advises.)
  const known = knownOrganisation[recipient] ?? '';
  const [filled, setFilled] = useState(known);
  if (known !== filled) {
    setFilled(known);
    if (organisation === filled) setOrganisation(known);
  }
  const choose = (next: BreachInquiryRecipient) => {
    // Swap in the organisation we know for the new choice, unless the person typed their own.
    if (organisation.trim() === '' || organisation === (knownOrganisation[recipient] ?? '')) setOrganisation(knownOrganisation[next] ?? '');
    setRecipient(next);
  };
  const letter = breachInquiryLetter({
    sender: toSender(sender),
    date: new Date(),
    recipient,
    organisation,
    organisationAddress: lines(address),
    evidence: toEvidence(evidence),
    region,
  });
  return (
    <LetterCard
      letter={letter}
      intro={
        <p>
          {region === 'us'
            ? 'Ask the organisation that held your data what happened, what was taken, and what help it offers. A health plan is also asked for the list of who it shared your health information with.'
            : 'Ask the organisation that held your data what happened, what was taken, and what help it offers, and for a copy of the data it holds about you.'}
        </p>
      }
    >
      <Choice legend="Who is it to?" options={RECIPIENT_OPTIONS} value={recipient} onChange={choose} />
      <TextField label="Organisation name" name="organisation" value={organisation} onChange={setOrganisation} maxLength={160} />
      <TextField
        label="Organisation’s address"
        name="organisation-address"
        value={address}
        onChange={setAddress}
        multiline
        rows={3}
        maxLength={300}
        hint="optional"
      />
    </LetterCard>
  );
}

export function DisputeLetterCard({ sender, evidence, region }: CommonProps & RegionProps) {
  const [company, setCompany] = useState('');
  const [address, setAddress] = useState('');
  const [account, setAccount] = useState('');
  const letter = disputeLetter({
    sender: toSender(sender),
    date: new Date(),
    company,
    companyAddress: lines(address),
    account,
    evidence: toEvidence(evidence),
    region,
  });
  return (
    <LetterCard
      letter={letter}
      intro={
        <p>
          Only if you find an account you did not open. Call the company’s fraud department first, then send this letter with{' '}
          {region === 'us' ? 'your FTC Identity Theft Report' : 'your police report or its reference number'}.
        </p>
      }
    >
      <TextField label="Company name" name="company" value={company} onChange={setCompany} maxLength={160} />
      <TextField
        label="Account number or description"
        name="account"
        value={account}
        onChange={setAccount}
        maxLength={120}
        hint="optional"
      />
      <div className="sm:col-span-2">
        <TextField
          label="Company’s address for disputes"
          name="company-address"
          value={address}
          onChange={setAddress}
          multiline
          rows={3}
          maxLength={300}
          hint="optional"
        />
      </div>
    </LetterCard>
  );
}
