import type { Contact } from '@breachwatch/core/schemas/contact';
import { CONTACT_TIMEOUT_MS } from '@breachwatch/core/schemas/constants';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const responseSchema = z.object({ ok: z.literal(true), message: z.string().optional(), evidenceToken: z.string().optional() });

/** POST /api/contact {name, email, subject, message, website} -> {ok, message}; 20-second timeout (spec §7, §9). */
export async function sendContact(contact: Contact): Promise<{ message?: string; evidenceToken?: string }> {
  const data = responseSchema.parse(await apiPost('/api/contact', contact, { timeoutMs: CONTACT_TIMEOUT_MS }));
  return { message: data.message, evidenceToken: data.evidenceToken };
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
