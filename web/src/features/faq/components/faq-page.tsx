import { SUPPORT_REPLY_HOURS } from '@breachwatch/core/schemas/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link2 } from 'lucide-react';
import { useLocation } from 'react-router';
import { idFromHash } from '../../../lib/hash-id';
import { siteConfig } from '../../../lib/site-config';
import { Accordion } from '../../../components/ui/accordion';
import { LinkButton } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { faqCategories } from '../data';
import { useActiveSection } from '../hooks/use-active-section';
import { FaqAnswer } from './faq-answer';
import { FaqToc } from './faq-toc';

const questionIds = new Set(faqCategories.flatMap((c) => c.questions.map((q) => q.id)));
const categoryIds = faqCategories.map((c) => c.id);

/** /faq (and /FAQ): questions by category, one answer open at a time, deep links per question. */
export function FaqPage() {
  const { hash } = useLocation();
  const hashId = idFromHash(hash);

  // Opening /faq#some-question opens that answer, and so does a later hash change (a "link to
  // this question" click, back/forward). Read after the first render, in an effect: the server
  // renders the page without a hash (a browser never sends it) and the browser must hydrate
  // exactly that markup, every answer closed (ADR 0102).
  const [openId, setOpenId] = useState<string | null>(null);
  const scrollTarget = useRef<string | null>(null);
  useEffect(() => {
    if (!hashId) return;
    scrollTarget.current = hashId;
    if (questionIds.has(hashId)) setOpenId(hashId);
  }, [hashId]);

  // Scroll once the answer has opened (and any other one closed), so the target lands exactly
  // below the top bar instead of where it was before the layout shifted.
  useEffect(() => {
    const target = scrollTarget.current;
    if (!target || (questionIds.has(target) && openId !== target)) return;
    scrollTarget.current = null;
    document.getElementById(target)?.scrollIntoView?.({ block: 'start' });
  }, [hashId, openId]);

  const [activeCategory, setActiveCategory] = useActiveSection(categoryIds);

  const accordionItems = useMemo(
    () =>
      faqCategories.map((category) =>
        category.questions.map((q) => ({ id: q.id, title: q.question, content: <FaqAnswer question={q} /> })),
      ),
    [],
  );

  return (
    <>
      <title>{`FAQ | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Help center"
        title="Frequently asked questions"
        description="Straight answers about your results, your privacy and how to protect yourself after a data breach. Can't find what you need? A real person is a message away."
      />

      <Container className="grid gap-8 py-10 lg:grid-cols-[15rem_1fr] lg:gap-12 lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <FaqToc categories={faqCategories} activeId={activeCategory} onSelect={setActiveCategory} />
        </aside>

        <div className="min-w-0 space-y-12">
          {faqCategories.map((category, index) => (
            <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`} className="scroll-mt-24">
              <h2 id={`${category.id}-heading`} className="text-2xl font-bold tracking-tight text-slate-900">
                {category.title}
              </h2>
              <p className="mt-1 text-slate-700">{category.summary}</p>
              <Accordion
                className="mt-5"
                items={accordionItems[index]!}
                openId={openId}
                onOpenChange={setOpenId}
                renderHeaderExtra={(item) => (
                  <a
                    href={`#${item.id}`}
                    // Re-clicking the current hash fires no navigation, so open it here too.
                    onClick={() => setOpenId(item.id)}
                    title="Link to this question"
                    aria-label="Link to this question"
                    className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                  >
                    <Link2 aria-hidden="true" className="size-4" />
                  </a>
                )}
              />
            </section>
          ))}

          <section aria-labelledby="still-need-help" className="rounded-2xl bg-indigo-800 p-8 text-white">
            <h2 id="still-need-help" className="text-2xl font-bold">
              Still have a question?
            </h2>
            <p className="mt-2 max-w-xl text-indigo-100">
              Write to us and a real person will reply within {SUPPORT_REPLY_HOURS} hours, and always within one business day.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <LinkButton to="/contact" variant="inverse">
                Contact support
              </LinkButton>
              <LinkButton to="/contact?subject=incident" variant="outline-inverse">
                Report an incident
              </LinkButton>
            </div>
          </section>
        </div>
      </Container>
    </>
  );
}
