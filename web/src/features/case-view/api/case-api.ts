import { caseMessageResponseSchema, publicCaseSchema, type PublicCase } from '@breachwatch/core/schemas/inbox';
import { apiPost } from '../../../lib/api-client';

/** POST /api/cases/view: the case as the person sees it. */
export async function fetchCase(token: string): Promise<PublicCase> {
  return publicCaseSchema.parse(await apiPost<unknown>('/api/cases/view', { token }, { timeoutMs: 15_000 }));
}

/** POST /api/cases/progress: share this browser's verified recovery progress with the case. */
export async function shareCaseProgress(token: string): Promise<PublicCase> {
  return publicCaseSchema.parse(await apiPost<unknown>('/api/cases/progress', { token }, { timeoutMs: 15_000 }));
}

/** POST /api/cases/message: add a message to this case; the answer's token attaches screenshots to it. */
export async function sendCaseMessage(token: string, message: string): Promise<{ message: string; evidenceToken: string }> {
  const data = caseMessageResponseSchema.parse(await apiPost<unknown>('/api/cases/message', { token, message }, { timeoutMs: 20_000 }));
  return { message: data.message, evidenceToken: data.evidenceToken };
}
