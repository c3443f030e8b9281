// Exposure scan request (spec §5): email and/or domain, trimmed; blank fields count as absent.

import { z } from 'zod';
import { emptyToUndefined } from './common.ts';
import { isFreeMailDomain } from '../records/work-email.ts';
import { isInternationalDomainName, isInternationalEmailAddress } from './formats.ts';
import { MESSAGES } from './messages.ts';

export const scanRequestSchema = z
  .object({
    email: z.preprocess(emptyToUndefined, z.string().refine(isInternationalEmailAddress, MESSAGES.scan.invalidEmail).optional()),
    domain: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(isInternationalDomainName, { message: MESSAGES.scan.invalidDomain, abort: true })
        // A free-mail provider's domain (gmail.com) is not the visitor's organisation: its figures
        // are millions of strangers', and scored as theirs they read as a critical leak (ADR 0297).
        .refine((domain) => !isFreeMailDomain(domain), { error: (issue) => MESSAGES.scan.freeMailDomain(String(issue.input)) })
        .optional(),
    ),
  })
  .refine((v) => v.email !== undefined || v.domain !== undefined, { message: MESSAGES.scan.required });

export type ScanRequestInput = z.input<typeof scanRequestSchema>;
export type ScanRequest = z.output<typeof scanRequestSchema>;

// The scan result shapes live in core/src/scan/scan-result.ts with the scoring rules.
