// The exposure row every part of a scan builds (email matches, the domain summary, catalog and
// upstream breaches), and the small rules they share.

import type { ScanExposureView } from '@breachwatch/core/scan/index';

/** A row of the scan's table; `counted` rows feed the score. */
export type Exposure = ScanExposureView & { counted: boolean };

export const dateOnly = (v: string | null | undefined): string | undefined => (v ? v.slice(0, 10) : undefined);
export const UNKNOWN_SOURCE = 'Unnamed source';
