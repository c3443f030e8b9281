import { LifeBuoy, SearchCheck, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

interface HelpCard {
  icon: LucideIcon;
  title: string;
  summary: string;
  points: string[];
}

const cards: HelpCard[] = [
  {
    icon: SearchCheck,
    title: 'Investigation & Recovery',
    summary: 'We work out what leaked, where it likely came from and what has already been misused.',
    points: [
      'Review your scan results and records with you, step by step',
      'Help you file an FTC report at IdentityTheft.gov and dispute fraudulent accounts',
      'Draft letters to banks, lenders and credit bureaus',
    ],
  },
  {
    icon: ShieldCheck,
    title: 'Security Implementation',
    summary: 'We help you close the doors that were left open, in plain language and at your pace.',
    points: [
      'Credit freezes at Equifax, Experian and TransUnion, plus fraud alerts',
      'A password manager and multi-factor authentication on key accounts',
      'A port-out PIN with your mobile carrier and an IRS Identity Protection PIN',
    ],
  },
  {
    icon: LifeBuoy,
    title: 'Ongoing Support',
    summary: 'Recovery takes weeks, not minutes. We stay with you until things are settled.',
    points: [
      'Check-ins while disputes and reports are processed',
      'Guidance on watching your credit for at least 90 days',
      'A real person to ask when something new looks wrong',
    ],
  },
];

export interface HowWeHelpProps {
  /** Heading level of each card title, to fit the surrounding outline. Default `h3`. */
  titleAs?: 'h2' | 'h3';
}

/** The three "How We Help" cards (Investigation & Recovery, Security Implementation, Ongoing Support). */
export function HowWeHelp({ titleAs: Title = 'h3' }: HowWeHelpProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map(({ icon: Icon, title, summary, points }) => (
        <Card as="li" key={title} className="flex flex-col">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-100 text-indigo-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <Title className="mt-4 text-xl font-semibold text-slate-900">{title}</Title>
          <p className="mt-2 text-slate-700">{summary}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-600" />
                {point}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
