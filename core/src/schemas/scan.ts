// Exposure scan request (spec §5): email and/or domain, trimmed; blank fields count as absent.

import { z } from 'zod';
import { emptyToUndefined } from './common.ts';
import { isInternationalDomainName, isInternationalEmailAddress } from './formats.ts';
import { MESSAGES } from './messages.ts';

export const scanRequestSchema = z
  .object({
    email: z.preprocess(emptyToUndefined, z.string().refine(isInternationalEmailAddress, MESSAGES.scan.invalidEmail).optional()),
    domain: z.preprocess(emptyToUndefined, z.string().refine(isInternationalDomainName, MESSAGES.scan.invalidDomain).optional()),
  })
  .refine((v) => v.email !== undefined || v.domain !== undefined, { message: MESSAGES.scan.required });

export type ScanRequestInput = z.input<typeof scanRequestSchema>;
export type ScanRequest = z.output<typeof scanRequestSchema>;

// The scan result shapes live in core/src/scan/scan-result.ts with the scoring rules.
