import { SUPPORT_REPLY_HOURS } from '@breachwatch/core/schemas/constants';
import { EyeOff, HeartHandshake, KeyRound, Lock, Mail, Phone, ShieldCheck, Trash2, UserX } from 'lucide-react';
import { siteConfig } from '../../../lib/site-config';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionHeading } from '../../../components/ui/section-heading';
import { EmailAddress } from '../../../components/ui/email-address';

const dataPromises = [
  {
    icon: EyeOff,
    title: 'Masked previews only',
    text: (
      <>
        Public results show just enough to recognize yourself (name, birth year, city) and which kinds of data leaked, never the values.
        After you prove an email address in the record is yours, you see masked previews of your own details (like{' '}
        <span className="font-mono whitespace-nowrap">***-**-1234</span>).
      </>
    ),
  },
  {
    icon: Lock,
    title: 'Encrypted at rest',
    text: "Social Security numbers, dates of birth, driver's license and card numbers are stored encrypted with AES-256.",
  },
  {
    icon: ShieldCheck,
    title: 'Never sold',
    text: 'We do not sell personal data or share it with advertisers or data brokers. Not now, not ever.',
  },
  {
    icon: UserX,
    title: 'No account needed',
    text: 'Search, scan and read your results without signing up. We ask for an email only when you want a reply.',
  },
  {
    icon: Trash2,
    title: 'Deleted on request',
    text: 'Ask us to delete the messages and information you sent us, and we will confirm when it is done.',
  },
  {
    icon: KeyRound,
    title: 'No passwords, no codes',
    text: 'We will never ask for a password, PIN or one-time code. Anyone who does is not us.',
  },
];

/** /about: who we are and how we treat people's data. */
export function AboutPage() {
  const { siteName, contactEmail, contactPhone } = siteConfig;
  return (
    <>
      <title>{`About us | ${siteName}`}</title>
      <PageHeader
        eyebrow="About us"
        title={`About ${siteName}`}
        description="We help people find out whether their personal information has leaked, and we stay with them while they put things right."
      />

      <Container as="section" aria-labelledby="mission" className="py-14">
        <div className="max-w-3xl">
          <SectionHeading id="mission" title="Our mission" />
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              A data breach is something that happens to you, not something you did. Yet the people affected are usually left alone with a
              confusing letter and a long list of things to do. We think everyone deserves a free, honest answer to a simple question:{' '}
              <em>has my information leaked, and what should I do now?</em>
            </p>
            <p>
              So the check is free and needs no account. When something turns up, we explain it in plain language, put the most important
              steps first, and offer a real person to help, at whatever pace feels right to you.
            </p>
          </div>
        </div>
      </Container>

      <section aria-labelledby="your-data" className="border-y border-slate-200 bg-white">
        <Container className="py-14">
          <SectionHeading
            id="your-data"
            title="How we handle your data"
            description="We built this service for people whose privacy has already been let down once. We hold ourselves to that."
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {dataPromises.map(({ icon: Icon, title, text }) => (
              <Card as="li" key={title}>
                <Icon aria-hidden="true" className="size-7 text-indigo-700" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-700">{text}</p>
              </Card>
            ))}
          </ul>
        </Container>
      </section>

      <Container as="section" aria-labelledby="who-we-are" className="py-14">
        <div className="max-w-3xl">
          <SectionHeading id="who-we-are" title="Who we are" />
          <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              We are a small team of security and support people. We know how frightening it is to learn that your details are out there,
              and how much a patient, clear explanation helps.
            </p>
            <p>
              The free scan is paid for by donations and by the people who choose a paid package for hands-on help. That is how we stay
              independent: we have no reason to sell your data, and we never will.
            </p>
          </div>
          <div className="mt-8 flex items-start gap-4 rounded-2xl bg-indigo-50 p-6">
            <HeartHandshake aria-hidden="true" className="size-8 shrink-0 text-indigo-700" />
            <p className="text-slate-800">
              When you write to us, a person reads it. We reply within {SUPPORT_REPLY_HOURS} hours, and always within one business day.
              Hands-on help starts within 1 to 2 business days.
            </p>
          </div>
        </div>
      </Container>

      <section aria-labelledby="reach-us" className="border-t border-slate-200 bg-white">
        <Container className="py-14">
          <SectionHeading id="reach-us" title="How to reach us" />
          <ul className="mt-6 space-y-3 text-lg">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
              <a
                href={`mailto:${contactEmail}`}
                className="rounded font-medium text-indigo-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
              >
                <EmailAddress address={contactEmail} />
              </a>
            </li>
            {contactPhone && (
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 text-indigo-700" />
                <a
                  href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}
                  className="rounded font-medium text-indigo-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                >
                  {contactPhone}
                </a>
              </li>
            )}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/contact">Contact support</LinkButton>
            <LinkButton to="/contact?subject=incident" variant="secondary">
              Report an incident
            </LinkButton>
          </div>
        </Container>
      </section>
    </>
  );
}
