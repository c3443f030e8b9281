import { DONATION_TIERS, donationAmountSchema, parseDonationAmount } from '@breachwatch/core/schemas/donation';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { HeartHandshake, Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { siteConfig } from '../../../lib/site-config';
import { useDonationFlow } from '../hooks/use-donation-flow';
import { AmountField } from './amount-field';
import { CheckoutPanel } from './checkout-panel';
import { PaymentNotice } from './payment-notice';
import { TierPicker } from './tier-picker';

const reasons = [
  { icon: ShieldCheck, text: 'Keeps the exposure check free for everyone, with no ads and no data selling.' },
  { icon: HeartHandshake, text: 'Pays for the people who help victims with reports, freezes and disputes.' },
  { icon: Lock, text: 'Payments are handled by PayPal: we never see or store your card details.' },
];

/** Why the amount cannot be paid, or null when it can. */
function amountProblem(text: string): string | null {
  const amount = parseDonationAmount(text);
  if (amount === undefined) return MESSAGES.donation.hint;
  const result = donationAmountSchema.safeParse(amount);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.donation.hint);
}

function labelFor(amount: number | undefined): string {
  return DONATION_TIERS.find((t) => t.amount === amount)?.label ?? 'Custom amount';
}

/** /donate: four tiers or a custom amount, then PayPal (or the labelled test mode). */
export function DonatePage() {
  const [text, setText] = useState('');
  const flow = useDonationFlow();
  const amount = parseDonationAmount(text);
  const problem = amountProblem(text);

  const change = (value: string) => {
    setText(value);
    flow.clear();
  };

  return (
    <>
      <title>{`Donate | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Support our work"
        title="Donate"
        description="The exposure check is free and always will be. If it helped you, a donation keeps it running for the next person."
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_28rem]">
        <section aria-labelledby="why-donate">
          <h2 id="why-donate" className="text-2xl font-bold text-slate-900">
            Where your donation goes
          </h2>
          <ul className="mt-6 space-y-4">
            {reasons.map(({ icon: Icon, text: reason }) => (
              <li key={reason} className="flex gap-3 text-slate-700">
                <Icon className="mt-0.5 size-6 shrink-0 text-indigo-700" aria-hidden="true" />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="donate-form-title">
          <Card className="space-y-6">
            <h2 id="donate-form-title" className="text-xl font-bold text-slate-900">
              Make a donation
            </h2>
            <TierPicker selected={amount} onPick={(value) => change(value.toFixed(2))} />
            <AmountField value={text} onChange={change} hint={problem} />
            {problem === null && amount !== undefined && <CheckoutPanel amount={amount} label={labelFor(amount)} flow={flow} />}
            <PaymentNotice notice={flow.notice} />
          </Card>
        </section>
      </Container>
    </>
  );
}
