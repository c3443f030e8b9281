import { DONATION_TIERS } from '@breachwatch/core/schemas/donation';
import { Coffee, Croissant, Heart, Sparkles } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

const icons = [Coffee, Croissant, Sparkles, Heart];

export interface TierPickerProps {
  /** The amount currently in the box, to mark the matching tier as chosen. */
  selected: number | undefined;
  onPick(amount: number, label: string): void;
}

/** The four suggested amounts; choosing one fills the custom amount box. */
export function TierPicker({ selected, onPick }: TierPickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Choose an amount</legend>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {DONATION_TIERS.map((tier, i) => {
          const Icon = icons[i] ?? Heart;
          const active = selected === tier.amount;
          return (
            <button
              key={tier.amount}
              type="button"
              aria-pressed={active}
              onClick={() => onPick(tier.amount, tier.label)}
              className={cn(
                'flex min-h-20 flex-col items-start gap-1 rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700',
                active
                  ? 'border-indigo-700 bg-indigo-50 ring-1 ring-indigo-700'
                  : 'border-slate-300 bg-white hover:border-indigo-400 hover:bg-slate-50',
              )}
            >
              <Icon className="size-5 text-indigo-700" aria-hidden="true" />
              <span className="text-lg font-bold text-slate-900">${tier.amount}</span>
              <span className="text-sm text-slate-700">{tier.label}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
