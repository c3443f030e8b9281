import type { PersonView } from '@breachwatch/core/schemas/record-views';
import { LeakSourceList } from '../../../components/records/leak-source-list';
import { ContentSection } from '../../../components/ui/content-section';

/** "Where this data likely came from": the narrative and each leak source (spec §2). */
export function PersonSourcesSection({ person }: { person: PersonView }) {
  return (
    <ContentSection id="person-sources" title="Where this data likely came from">
      {person.narrative && <p className="leading-relaxed text-slate-800">{person.narrative}</p>}
      {person.leakSources.length === 0 ? (
        <p className="mt-3 text-slate-600 italic">No named leak source is on file for this record.</p>
      ) : (
        <LeakSourceList sources={person.leakSources} className="mt-4" />
      )}
    </ContentSection>
  );
}
