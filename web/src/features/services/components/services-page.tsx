import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionHeading } from '../../../components/ui/section-heading';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { HowWeHelp } from './how-we-help';

const steps = [
  {
    title: 'Run a free check',
    text: 'Search the records we hold or scan an email address or domain. It is free, needs no account, and shows masked previews only.',
  },
  {
    title: 'Tell us what is happening',
    text: 'Contact support or report an incident. We reply within 24 hours, and always within one business day.',
  },
  {
    title: 'Work the plan together',
    text: 'Hands-on help starts within 1 to 2 business days. We agree each step with you before we take it.',
  },
];

/** /services: what hands-on help looks like and how to start. */
export function ServicesPage() {
  return (
    <>
      <title>{`How we help | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Services"
        title="How we help"
        description="Finding out your data leaked is stressful. You don't have to sort it out alone: we investigate, secure your accounts and stay with you until things are back under control."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton to="/breach-check" size="lg">
            Run a free check
          </LinkButton>
          <LinkButton to="/contact" size="lg" variant="secondary">
            Talk to a person
          </LinkButton>
        </div>
      </PageHeader>

      <Container as="section" aria-labelledby="help-areas" className="py-14">
        <SectionHeading
          id="help-areas"
          title="Three ways we stand with you"
          description="Most people need a little of each. We start wherever you are."
        />
        <div className="mt-8">
          <HowWeHelp />
        </div>
      </Container>

      <Container as="section" aria-labelledby="how-it-works" className="pb-14">
        <SectionHeading id="how-it-works" title="How it works" />
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <Card as="li" key={step.title}>
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-700 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </Card>
          ))}
        </ol>
      </Container>

      <Container as="section" aria-labelledby="what-it-costs" className="pb-16">
        <Card padding="lg" className="bg-indigo-50">
          <h2 id="what-it-costs" className="text-2xl font-bold text-slate-900">
            What it costs
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">
            The exposure scan and record search are always free. Hands-on help is offered by donation or as a paid package, and we tell you
            the price before any work starts. We never ask for your passwords or one-time codes, and we never sell your data.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/contact">Ask about hands-on help</LinkButton>
            <LinkButton to="/donate" variant="secondary">
              Support our work
            </LinkButton>
          </div>
        </Card>
      </Container>
    </>
  );
}
