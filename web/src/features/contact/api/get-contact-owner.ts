import { contactOwnerResponseSchema, type ContactOwner } from '@breachwatch/core/schemas/contact';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// GET /api/contact/owner: the address this browser's verified owner session proved (ADR 0298),
// or null. Always 200 for a visitor without a session, the usual case (ADR 0103). Any failure
// is read as "no session": the form then works as it does for everyone.

export async function getContactOwner(signal?: AbortSignal): Promise<ContactOwner> {
  try {
    const parsed = contactOwnerResponseSchema.safeParse(await apiGet<unknown>('/api/contact/owner', { signal, timeoutMs: 15_000 }));
    return parsed.success ? parsed.data.owner : null;
  } catch {
    return null;
  }
}

export function useContactOwner() {
  return useQuery({ queryKey: ['contact-owner'], queryFn: ({ signal }) => getContactOwner(signal), staleTime: 30_000, retry: false });
}
