import { Database, HandHeart, Headset, Radar, ScanSearch, Users, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { Accordion } from '../../../components/ui/accordion';
import { LinkButton } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { FeatureCard } from '../../../components/ui/feature-card';
import { SectionHeading } from '../../../components/ui/section-heading';
import { homeFaq } from '../data/home-faq';
import { HomeHero } from './home-hero';

const strip = [
  { icon: Database, title: 'Breach Intelligence', text: 'Records gathered from known leaks, matched to people and sources.' },
  { icon: ScanSearch, title: 'Free scan and search', text: 'Check a name, email, phone, address or domain at no cost.' },
  { icon: Headset, title: 'Human Support', text: 'Real people who reply within one business day.' },
];

const homeFaqItems = homeFaq.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }));

/** The landing page. */
export function HomePage() {
  return (
    <>
      <title>{`${siteConfig.siteName}: check if your personal data leaked`}</title>
      <HomeHero />

      <section aria-label="Why people use us" className="border-b border-slate-200 bg-white">
        <Container as="ul" className="grid gap-6 py-8 sm:grid-cols-3">
          {strip.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700" />
              <div>
                <h2 className="font-semibold text-slate-900">{title}</h2>
                <p className="text-sm text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </Container>
      </section>

      <Container as="section" aria-labelledby="what-we-do" className="py-16">
        <SectionHeading
          id="what-we-do"
          eyebrow="What we do"
          title="From “was I affected?” to “I’m protected”"
          description="Start with a free check. If something turns up, we explain it in plain language and help you act."
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <FeatureCard as="li" icon={Users} title="People & Records" action={{ label: 'Search records', to: '/breach-check' }}>
            Search by name, phone, email or address to see whether you appear in leaked records, with masked previews only.
          </FeatureCard>
          <FeatureCard as="li" icon={Radar} title="Exposure Scan" action={{ label: 'Run an exposure scan', to: '/breach-check?tab=scan' }}>
            Scan an email address or a domain. You get a risk level, an address score from 0 to 100 and the steps that matter most.
          </FeatureCard>
          <FeatureCard as="li" icon={Wrench} title="Guided Remediation" action={{ label: 'Talk to a person', to: '/contact' }}>
            We help you freeze your credit, secure your accounts, report fraud and stay watchful afterwards.
          </FeatureCard>
        </ul>
      </Container>

      <Container as="section" aria-labelledby="support-our-work" className="pb-16">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-rose-200 bg-rose-50 p-8 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <HandHeart aria-hidden="true" className="size-10 shrink-0 text-rose-700" />
            <div>
              <h2 id="support-our-work" className="text-xl font-bold text-slate-900">
                Support our work
              </h2>
              <p className="mt-1 max-w-xl text-slate-700">
                Donations keep the free scan free for everyone, including people who cannot afford paid help.
              </p>
            </div>
          </div>
          <LinkButton to="/donate" variant="secondary" className="shrink-0">
            Donate
          </LinkButton>
        </div>
      </Container>

      <Container as="section" size="narrow" aria-labelledby="home-faq" className="pb-16">
        <SectionHeading id="home-faq" title="Common questions" align="center" />
        <Accordion items={homeFaqItems} className="mt-8" />
        <p className="mt-6 text-center">
          <Link
            to="/faq"
            className="rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          >
            See all questions and answers
          </Link>
        </p>
      </Container>

      <section aria-labelledby="start-check" className="bg-indigo-800 text-white">
        <Container className="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="start-check" className="text-2xl font-bold sm:text-3xl">
              Start with a free exposure check
            </h2>
            <p className="mt-2 max-w-xl text-indigo-100">It takes a minute, needs no account and never asks for a password.</p>
          </div>
          <LinkButton to="/breach-check?tab=scan" variant="inverse" size="lg" className="shrink-0">
            Start my free Exposure Scan
          </LinkButton>
        </Container>
      </section>
    </>
  );
}
