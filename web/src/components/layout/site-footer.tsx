import { Link } from 'react-router';
import { Mail, Phone, ShieldCheck } from 'lucide-react';
import { siteConfig } from '../../lib/site-config';
import { Container } from '../ui/container';
import { footerGroups } from './nav-links';
import { EmailAddress } from '../ui/email-address';

const linkClass =
  'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** tel: links need digits (and a leading +) only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function SiteFooter() {
  const { siteName, contactEmail, contactPhone } = siteConfig;
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <ShieldCheck aria-hidden="true" className="size-6 text-indigo-300" />
            {siteName}
          </p>
          <p className="mt-3 max-w-xs text-sm">
            Free checks for leaked personal data, masked previews only, and real people to help you recover.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a href={`mailto:${contactEmail}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <EmailAddress address={contactEmail} />
              </a>
            </li>
            {contactPhone && (
              <li>
                <a href={telHref(contactPhone)} className={`inline-flex items-center gap-2 ${linkClass}`}>
                  <Phone aria-hidden="true" className="size-4" />
                  {contactPhone}
                </a>
              </li>
            )}
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
            <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold tracking-wide text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
          <p>We will never ask for your passwords or one-time codes.</p>
        </Container>
      </div>
    </footer>
  );
}
