import {
  dataClassesFromHibp,
  describeDataClasses,
  exposureSeverity,
  type CatalogBreach,
  type ScanExposureView,
} from '@breachwatch/core/scan/index';

/** Labels shown instead of hiding unusual breaches or mixing them in silently. */
export function catalogLabels(b: CatalogBreach): string[] {
  const labels: string[] = [];
  if (b.isFabricated) labels.push('fabricated');
  if (!b.isVerified) labels.push('unverified');
  if (b.isSpamList) labels.push('spam list');
  if (b.isMalware) labels.push('malware');
  if (b.isSensitive) labels.push('sensitive');
  if (b.isRetired) labels.push('retired');
  return labels;
}

/** A catalog or upstream breach as an exposure row. Fabricated breaches are shown, never counted. */
export function exposureFromBreach(b: CatalogBreach, kind: 'catalog' | 'upstream'): ScanExposureView & { counted: boolean } {
  const dataClasses = dataClassesFromHibp(b.dataClasses);
  const labels = catalogLabels(b);
  const accounts = b.accounts > 0 ? `${b.accounts.toLocaleString('en-US')} accounts` : 'accounts unknown';
  const who = kind === 'upstream' ? 'Your address is listed in this breach' : `A breach of ${b.domain || b.title}`;
  return {
    id: `${kind}:${b.name}`,
    kind,
    severity: b.isFabricated ? 'info' : exposureSeverity(dataClasses),
    type: describeDataClasses(dataClasses),
    // Upstream rows come from Have I Been Pwned itself; catalog rows may be our shipped catalog.
    source: kind === 'upstream' ? `${b.title} (haveibeenpwned.com)` : `${b.title} (public breach)`,
    firstSeen: b.breachDate ?? undefined,
    lastSeen: b.addedDate ?? undefined,
    snippet: [who, accounts, ...labels.map((l) => `labelled ${l}`)].join(' · '),
    dataClasses,
    counted: !b.isFabricated,
  };
}
