// The exposure row every part of a scan builds (email matches, the domain summary, catalog and
// upstream breaches), and the small rules they share.

import type { RiskFactorKey } from '@breachwatch/core/records/risk';
import type { ScanExposureView } from '@breachwatch/core/scan/index';

/**
 * A row of the scan's table; `counted` rows feed the score. A record's row carries the factors
 * its public level was scored from (ADR 0307); they are not sent.
 */
export type Exposure = ScanExposureView & { counted: boolean; riskFactors?: RiskFactorKey[] };

export const dateOnly = (v: string | null | undefined): string | undefined => (v ? v.slice(0, 10) : undefined);
export const UNKNOWN_SOURCE = 'Unnamed source';
