import { Link } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/button';

const helpfulLinks = [
  { label: 'Run a free exposure check', to: '/breach-check' },
  { label: 'Read the FAQ', to: '/faq' },
  { label: 'Contact support', to: '/contact' },
];

/**
 * Any path that no route matches. It makes no claim that the visitor's data is safe: a 404 says
 * nothing about that, and on a site about leaks such a claim would mislead.
 */
export function NotFoundPage() {
  return (
    <Container size="narrow" className="py-20 text-center sm:py-28">
      <title>{`Page not found | ${siteConfig.siteName}`}</title>
      <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Oops! Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        The page you were looking for isn&apos;t here. It may have moved, or the address may have a typo. To check whether your details
        leaked, run a free check; if you need help, contact us.
      </p>
      <LinkButton to="/" size="lg" className="mt-8">
        Go back home
      </LinkButton>
      <nav aria-label="Helpful links" className="mt-10">
        <ul className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center sm:gap-6">
          {helpfulLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="rounded font-medium text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
