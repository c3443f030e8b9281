// GET /api/admin/record-access: the all-clients view of the enumeration limit (counts only).

import { z } from 'zod';

export const recordAccessResponseSchema = z.object({
  ok: z.literal(true),
  /** The current hour first, then the 24 before it. */
  hours: z.array(z.object({ hour: z.string(), distinctRecords: z.number().int(), refusedRequests: z.number().int() })),
  usualPerHour: z.number().int(),
  rising: z.boolean(),
  perClientPerHour: z.number().int(),
  store: z.enum(['redis', 'memory']),
});
export type RecordAccessResponse = z.infer<typeof recordAccessResponseSchema>;
