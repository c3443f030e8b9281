import { Link } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { TERMS_LAST_UPDATED } from '@breachwatch/core/schemas/constants';
import { TERMS_LAST_UPDATED_TEXT, termsSections } from '../data/terms-sections';
import { EmailAddress } from '../../../components/ui/email-address';

const linkClass =
  'rounded text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** /terms: the Terms of Service, numbered, with a table of contents. */
export function TermsPage() {
  return (
    <>
      <title>{`Terms of Service | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        description={`The rules for using ${siteConfig.siteName}, written to be read. The short version: use it to protect yourself, we keep your data private, and we are honest about what we can and cannot promise.`}
      >
        <p className="text-sm font-medium text-slate-700">
          Last updated <time dateTime={TERMS_LAST_UPDATED}>{TERMS_LAST_UPDATED_TEXT}</time>
        </p>
      </PageHeader>

      <Container className="py-12">
        <div className="max-w-3xl">
          <nav aria-labelledby="terms-contents" className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="terms-contents" className="text-lg font-semibold text-slate-900">
              Contents
            </h2>
            <ol className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
              {termsSections.map((section, index) => (
                <li key={section.id} className="flex gap-2">
                  <span className="w-6 shrink-0 text-right text-slate-600">{index + 1}.</span>
                  <a href={`#${section.id}`} className={linkClass}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-12 space-y-10">
            {termsSections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
                <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ))}
          </div>

          <p className="mt-12 border-t border-slate-200 pt-6 text-slate-700">
            Questions about these Terms?{' '}
            <Link to="/contact" className={linkClass}>
              Contact us
            </Link>{' '}
            or write to{' '}
            <a href={`mailto:${siteConfig.contactEmail}`} className={linkClass}>
              <EmailAddress address={siteConfig.contactEmail} />
            </a>
            .
          </p>
        </div>
      </Container>
    </>
  );
}
