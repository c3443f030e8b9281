import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { siteConfig } from '../../lib/site-config';
import { Container } from '../../components/ui/container';
import { PageHeader } from '../../components/ui/page-header';
import { PeopleSearchPanel } from '../../features/people-search/components/people-search-panel';
import { ExposureScanPanel } from '../../features/exposure-scan/components/exposure-scan-panel';

// /breach-check composes two features in WAI-ARIA tabs (automatic activation, arrow keys,
// Home/End). The open tab is in the URL (?tab=scan) so a link can open the scan directly.
// Both panels stay mounted (the other one `hidden`) so switching tabs keeps what a person
// typed and the result they were reading.

const TABS = [
  { key: 'people', label: 'Search Your Info (Name / Phone / Address / Email)' },
  { key: 'scan', label: 'Exposure Scan' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export function BreachCheckRoute() {
  const [params, setParams] = useSearchParams();
  const active: TabKey = params.get('tab') === 'scan' ? 'scan' : 'people';
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (key: TabKey) => {
    if (key === active) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === 'scan') next.set('tab', 'scan');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(TABS[target]!.key);
    tabRefs.current[target]?.focus();
  };

  return (
    <>
      <title>{`Check Breach | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Free breach check"
        title="Has your information leaked?"
        description="Search the breach records we hold for your name, phone, address or email, or run a free exposure scan. No account needed."
      />
      <Container className="py-8 sm:py-12">
        <div role="tablist" aria-label="Breach check" className="flex flex-col gap-2 border-b border-slate-200 sm:flex-row sm:gap-1">
          {TABS.map((tab, index) => {
            const selected = tab.key === active;
            return (
              <button
                key={tab.key}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${tab.key}`}
                aria-selected={selected}
                aria-controls={`panel-${tab.key}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(tab.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`-mb-px min-h-11 rounded-t-lg border-b-2 px-4 py-2.5 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-700 sm:text-base ${
                  selected
                    ? 'border-indigo-700 bg-white text-indigo-900'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id="panel-people" aria-labelledby="tab-people" hidden={active !== 'people'} className="pt-6">
          <PeopleSearchPanel />
        </div>
        <div role="tabpanel" id="panel-scan" aria-labelledby="tab-scan" hidden={active !== 'scan'} className="pt-6">
          <ExposureScanPanel />
        </div>
      </Container>
    </>
  );
}
