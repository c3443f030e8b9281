import { DONATION_MINIMUM_NOTE, DONATION_STEP, MIN_DONATION, parseDonationAmount } from '@breachwatch/core/schemas/donation';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';

export interface AmountFieldProps {
  value: string;
  onChange(value: string): void;
  /** Shown under the box when the amount cannot be paid ("Enter amount to donate"). */
  hint: string | null;
}

/** The custom amount box: numeric, minimum 1, cents allowed. */
export function AmountField({ value, onChange, hint }: AmountFieldProps) {
  // An amount typed before the page's JavaScript loaded (the page is server-rendered).
  const ref = useTypedBeforeHydration<HTMLInputElement>(value, onChange);
  // The spec's hint says what to do, not why 0.50 is refused: say the minimum when that is it.
  const typed = parseDonationAmount(value);
  const belowMinimum = hint !== null && typed !== undefined && typed < MIN_DONATION;
  const describedBy = [hint ? 'donation-amount-hint' : '', belowMinimum ? 'donation-amount-minimum' : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor="donation-amount" className="text-sm font-semibold text-slate-900">
        Custom amount (USD)
      </label>
      <div className="relative mt-2">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600" aria-hidden="true">
          $
        </span>
        <input
          ref={ref}
          id="donation-amount"
          type="number"
          inputMode="decimal"
          min={MIN_DONATION}
          step={DONATION_STEP}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy || undefined}
          aria-invalid={hint !== null && value !== '' ? true : undefined}
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-7 text-lg text-slate-900 shadow-sm focus:border-indigo-700 focus:outline-2 focus:outline-offset-1 focus:outline-indigo-700"
          placeholder="0.00"
        />
      </div>
      {hint && (
        <p id="donation-amount-hint" className="mt-2 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {belowMinimum && (
        <p id="donation-amount-minimum" className="mt-1 text-sm text-slate-700">
          {DONATION_MINIMUM_NOTE}
        </p>
      )}
    </div>
  );
}
