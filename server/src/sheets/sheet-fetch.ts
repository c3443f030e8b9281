import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { HttpError } from '../lib/http-error.ts';
import { isLoopbackAddress, isNonPublicAddress } from './address-policy.ts';

// The fenced server-side fetch behind /api/admin/sheets-sync (decisions.md §7). An admin
// pastes a link and our server downloads it, so without a fence anyone holding an admin token
// (or tricking an admin into pasting a link) could make us read internal services or cloud
// metadata. Every hop, redirects included, must be https, go to an allowed host, and connect
// only to a public address; the address is checked inside the socket's own DNS lookup, so
// what was checked is what is connected to (no DNS-rebinding gap).

export interface SheetFetchPolicy {
  allowedHosts: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /**
   * Test-only: accept http:// and loopback addresses so integration tests can serve a fake
   * sheet from 127.0.0.1. Private and link-local ranges stay refused even then.
   */
  allowLoopbackForTests: boolean;
}

export const SHEET_MAX_BYTES = 20 * 1024 * 1024;
export const SHEET_TIMEOUT_MS = 20_000;

export const SHEET_MESSAGES = {
  host: 'Only Google Sheets links can be synced.',
  scheme: 'Sheet links must start with https://.',
  address: 'That address is not allowed.',
  invalid: 'That is not a valid link.',
  tooLarge: `The sheet is larger than ${SHEET_MAX_BYTES / 1024 / 1024} MB. Download it as CSV and import the file instead.`,
  timeout: 'The sheet took too long to download. Please try again.',
  unreachable: 'Could not reach the sheet. Please try again.',
  redirects: 'The sheet link redirected too many times.',
  html:
    "This link returned a web page, not CSV data. Paste the sheet's edit link (docs.google.com/spreadsheets/d/…/edit), " +
    'or use File > Share > Publish to web and choose CSV.',
  upstream: (status: number) =>
    `Sheet sync failed (${status}). Check that the sheet is shared with "Anyone with the link" or published to the web.`,
} as const;

class AddressRefused extends Error {}

function checkAddress(ip: string, policy: SheetFetchPolicy): void {
  if (policy.allowLoopbackForTests && isLoopbackAddress(ip)) return;
  if (isNonPublicAddress(ip)) throw new AddressRefused(SHEET_MESSAGES.address);
}

/** Validates one hop before any connection is made. */
export function checkSheetUrl(raw: string, policy: SheetFetchPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(400, SHEET_MESSAGES.invalid);
  }
  const insecureOk = policy.allowLoopbackForTests && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !insecureOk) throw new HttpError(400, SHEET_MESSAGES.scheme);
  if (url.username || url.password) throw new HttpError(400, SHEET_MESSAGES.invalid);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!policy.allowedHosts.includes(host)) throw new HttpError(400, SHEET_MESSAGES.host);
  // Node connects to IP literals without calling lookup, so they are checked here.
  if (net.isIP(host)) {
    try {
      checkAddress(host, policy);
    } catch {
      throw new HttpError(400, SHEET_MESSAGES.address);
    }
  }
  return url;
}

function guardedLookup(policy: SheetFetchPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      try {
        if (list.length === 0) throw new AddressRefused(SHEET_MESSAGES.address);
        for (const a of list) checkAddress(a.address, policy);
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

interface HopResult {
  status: number;
  location?: string;
  contentType: string;
  body?: Buffer;
}

function fetchHop(url: URL, policy: SheetFetchPolicy, signal: AbortSignal): Promise<HopResult> {
  return new Promise((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(
      url,
      {
        method: 'GET',
        headers: {
          Accept: 'text/csv, text/plain;q=0.9, */*;q=0.1',
          'Accept-Encoding': 'identity',
          'User-Agent': 'breachwatch-sheets-sync',
        },
        lookup: guardedLookup(policy),
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return resolve({ status, contentType });
        }
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (Number.isFinite(declared) && declared > policy.maxBytes) {
          req.destroy();
          return reject(new HttpError(413, SHEET_MESSAGES.tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            req.destroy();
            reject(new HttpError(413, SHEET_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function looksLikeHtml(contentType: string, body: Buffer): boolean {
  if (contentType.includes('text/html') || contentType.includes('application/xhtml')) return true;
  // Only the ASCII of a page's first tag is looked for: a lenient decode of the start is enough.
  const head = new TextDecoder('utf-8').decode(body.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<head') || head.startsWith('<body');
}

/**
 * Downloads a sheet export, enforcing the policy on every hop. Bytes, not text: the import's
 * reader decodes them as it does a file's (a byte-order mark, UTF-16, Windows-1252), and bytes
 * no encoding reads whole are refused, never replaced with U+FFFD.
 */
export async function fetchSheetBytes(rawUrl: string, policy: SheetFetchPolicy): Promise<{ bytes: Uint8Array; finalUrl: URL }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    let url = checkSheetUrl(rawUrl, policy);
    for (let hop = 0; ; hop++) {
      let result: HopResult;
      try {
        result = await fetchHop(url, policy, controller.signal);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof AddressRefused) throw new HttpError(400, SHEET_MESSAGES.address);
        if (controller.signal.aborted) throw new HttpError(504, SHEET_MESSAGES.timeout);
        throw new HttpError(502, SHEET_MESSAGES.unreachable);
      }
      if (result.location !== undefined) {
        if (hop >= policy.maxRedirects) throw new HttpError(502, SHEET_MESSAGES.redirects);
        url = checkSheetUrl(new URL(result.location, url).toString(), policy);
        continue;
      }
      if (!result.body) throw new HttpError(502, SHEET_MESSAGES.upstream(result.status));
      if (looksLikeHtml(result.contentType, result.body)) throw new HttpError(422, SHEET_MESSAGES.html);
      return { bytes: new Uint8Array(result.body), finalUrl: url };
    }
  } finally {
    clearTimeout(timer);
  }
}
