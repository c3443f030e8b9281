import { useEffect, useState } from 'react';

/**
 * Which of the given sections the reader is in: the last (in page order) whose box overlaps the
 * band between the fixed top bar and 35% down the viewport, i.e. the one whose heading was passed
 * most recently. Without IntersectionObserver (old browsers, jsdom) it stays on the first section.
 */
export function useActiveSection(ids: readonly string[]): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const sectionIds = key.split('|');
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const current = sectionIds.findLast((id) => visible.get(id));
        // Between two sections nothing intersects: keep the last highlight rather than flicker.
        if (current) setActive(current);
      },
      // Top margin = the 64 px bar plus breathing room; bottom margin leaves the top 35% as the band.
      { rootMargin: '-80px 0px -65% 0px', threshold: 0 },
    );
    for (const id of sectionIds) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [key]);

  return [active, setActive];
}
