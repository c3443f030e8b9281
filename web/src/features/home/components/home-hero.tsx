import { ArrowRight, EyeOff, KeyRound, UserX } from 'lucide-react';
import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/button';

const promises = [
  { icon: UserX, text: 'No account needed' },
  { icon: EyeOff, text: 'Masked previews only' },
  { icon: KeyRound, text: 'We never ask for passwords' },
];

// Illustrative values only, not anyone's data: what a stranger's view of a record shows (the
// disclosure policy's public column): enough to recognise yourself, and which kinds leaked.
const sample = [
  { label: 'Born', value: '1984 · Springfield, IL' },
  { label: 'Email', value: 'j***@gmail.com' },
  { label: 'Phone', value: 'In the leak, not shown' },
  { label: 'SSN', value: 'In the leak, not shown' },
];

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-slate-900 via-indigo-950 to-slate-900 text-white">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-200 uppercase">Free breach and exposure check</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Secure your data. Restore your privacy.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">
            Find out whether your personal information has turned up in a data breach, see what that means for you, and get calm, clear help
            to put things right.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/breach-check" variant="inverse" size="lg">
              Run a free check
              <ArrowRight aria-hidden="true" className="size-5" />
            </LinkButton>
            <LinkButton to="/services" variant="outline-inverse" size="lg">
              How we help
            </LinkButton>
          </div>
          <ul className="mt-8 flex flex-col gap-3 text-sm text-slate-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-indigo-200" />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <figure className="rounded-2xl border border-white/15 bg-white/5 p-6 shadow-2xl">
          <figcaption className="text-sm font-semibold text-indigo-100">What a result looks like (example)</figcaption>
          <dl className="mt-4 divide-y divide-white/10">
            {sample.map((row) => (
              <div key={row.label} className="flex items-center justify-between gap-4 py-3">
                <dt className="text-sm text-slate-300">{row.label}</dt>
                <dd className="font-mono text-sm text-white">{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 rounded-lg bg-amber-300 px-3 py-2 text-sm font-semibold text-slate-900">
            Risk: medium. Three steps recommended.
          </p>
        </figure>
      </Container>
    </section>
  );
}
