// The two Have I Been Pwned calls the scan makes: the free public /breaches list (catalog sync)
// and, when an API key is configured, breachedaccount/{email}. The base URL is configuration,
// so tests point it at a local fake speaking the same protocol.

import { z } from 'zod';

export const HIBP_TIMEOUT_MS = 3000;
export const CATALOG_TIMEOUT_MS = 30_000;
/** The full /breaches list is about 1 MB; anything far bigger is not what we asked for. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

const flag = z.boolean().optional().default(false);

/** One breach as the API publishes it (PascalCase); unknown fields are ignored. */
export const hibpBreachSchema = z.object({
  Name: z.string().min(1).max(200),
  Title: z.string().max(300).optional(),
  Domain: z.string().max(253).nullable().optional(),
  BreachDate: z.string().max(40).nullable().optional(),
  AddedDate: z.string().max(40).nullable().optional(),
  ModifiedDate: z.string().max(40).nullable().optional(),
  PwnCount: z.number().nonnegative().optional().default(0),
  DataClasses: z.array(z.string().max(200)).max(500).optional().default([]),
  IsVerified: z.boolean().optional().default(true),
  IsFabricated: flag,
  IsSensitive: flag,
  IsRetired: flag,
  IsSpamList: flag,
  IsMalware: flag,
});
export type HibpBreach = z.infer<typeof hibpBreachSchema>;

export class HibpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HibpError';
  }
}

export interface HibpRequest {
  apiBase: string;
  userAgent: string;
  apiKey?: string;
  timeoutMs: number;
}

function endpoint(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}/${path}`;
}

async function readBody(res: Response): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new HibpError('Response too large', res.status);
  const text = await res.text();
  if (text.length > MAX_BODY_BYTES) throw new HibpError('Response too large', res.status);
  return text;
}

async function getJson(url: string, req: HibpRequest): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'user-agent': req.userAgent, accept: 'application/json' };
  if (req.apiKey) headers['hibp-api-key'] = req.apiKey;
  let res: Response;
  try {
    res = await fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(req.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new HibpError(timedOut ? 'Timed out' : 'Unreachable');
  }
  if (res.status === 404) return { status: 404, body: undefined };
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new HibpError(`HTTP ${res.status}`, res.status);
  }
  const text = await readBody(res);
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new HibpError('Not JSON', res.status);
  }
}

/** Parses a list of breaches, dropping entries that do not fit instead of failing the lot. */
export function parseBreachList(body: unknown): { breaches: HibpBreach[]; skipped: number } {
  if (!Array.isArray(body)) throw new HibpError('Expected a list of breaches');
  const breaches: HibpBreach[] = [];
  let skipped = 0;
  for (const item of body) {
    const parsed = hibpBreachSchema.safeParse(item);
    if (parsed.success) breaches.push(parsed.data);
    else skipped++;
  }
  return { breaches, skipped };
}

/** GET {base}/breaches: every public breach. No key needed. */
export async function fetchAllBreaches(req: HibpRequest): Promise<{ breaches: HibpBreach[]; skipped: number }> {
  const { status, body } = await getJson(endpoint(req.apiBase, 'breaches'), { ...req, apiKey: undefined });
  if (status === 404) throw new HibpError('Breach list not found', 404);
  return parseBreachList(body);
}

/**
 * GET {base}/breachedaccount/{email}?truncateResponse=false: the breaches an address is in.
 * 404 means none. Throws HibpError on anything else that is not a list.
 */
export async function fetchBreachedAccount(email: string, req: HibpRequest): Promise<HibpBreach[]> {
  const url = `${endpoint(req.apiBase, `breachedaccount/${encodeURIComponent(email)}`)}?truncateResponse=false`;
  const { status, body } = await getJson(url, req);
  if (status === 404) return [];
  return parseBreachList(body).breaches;
}
