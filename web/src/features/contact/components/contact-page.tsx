import { Clock, Mail, ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { siteConfig } from '../../../lib/site-config';
import { INCIDENT_SUBJECT, subjectFromQuery } from '../lib/mailto';
import { useContactOwner } from '../api/get-contact-owner';
import { ContactForm } from './contact-form';
import { EmailAddress } from '../../../components/ui/email-address';

/** /contact: reach a person. ?subject=incident (the "Report an Incident" links) presets the subject. */
export function ContactPage() {
  const [params] = useSearchParams();
  const subject = subjectFromQuery(params.get('subject'));
  const incident = subject === INCIDENT_SUBJECT;
  const owner = useContactOwner();
  return (
    <>
      <title>{`${incident ? 'Report an Incident' : 'Contact Support'} | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Contact"
        title={incident ? 'Report an Incident' : 'Contact Support'}
        description={
          incident
            ? 'Tell us what happened: what you noticed, when, and which accounts or documents are involved. A person reads every report.'
            : 'Questions about a leak, your report or what to do next? Write to us and a person will answer by email.'
        }
      />
      <Container className="grid grid-cols-1 gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:py-14">
        <section
          aria-labelledby="contact-form-heading"
          className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <ContactForm
            key={subject}
            contactEmail={siteConfig.contactEmail}
            initialSubject={subject}
            verifiedEmail={owner.data?.email ?? null}
          />
        </section>
        <aside className="space-y-4 text-slate-700">
          <Card padding="sm" className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <p>We usually reply within 24 hours, and within one business day at the latest.</p>
          </Card>
          <Card padding="sm" className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <p className="min-w-0">
              Prefer email? Write to{' '}
              <a className="font-semibold text-indigo-800 underline" href={`mailto:${siteConfig.contactEmail}`}>
                <EmailAddress address={siteConfig.contactEmail} />
              </a>
              .
            </p>
          </Card>
          <Card padding="sm" className="flex gap-3">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            <p>Never send us full card numbers, passwords or your full Social Security number. We will never ask for them.</p>
          </Card>
        </aside>
      </Container>
    </>
  );
}
