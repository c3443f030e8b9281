// A local stand-in for Have I Been Pwned's API v3, speaking the same protocol: GET /breaches
// (the project's synthetic list, or a breach list file such as the team's public snapshot)
// and GET /breachedaccount/{email} with the hibp-api-key header. Behaviour per address:
// found@ -> two breaches, busy@ -> 429, broken@ -> 500, slow@ -> answers after 5 s,
// anything else -> 404.

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SYNTHETIC_BREACH_LIST } from './synthetic-breaches.ts';

export interface FakeHibp {
  baseUrl: string;
  requests: { path: string; apiKey?: string; userAgent?: string }[];
  /** Makes GET /breaches answer with this status instead of the snapshot. */
  breachesStatus: number;
  close(): Promise<void>;
}

export const UPSTREAM_BREACHES = [
  {
    Name: 'Adobe',
    Title: 'Adobe',
    Domain: 'adobe.com',
    BreachDate: '2013-10-04',
    AddedDate: '2013-12-04T00:00:00Z',
    PwnCount: 152445165,
    DataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
    Description: '<p>ignored</p>',
    IsVerified: true,
    IsFabricated: false,
    IsSensitive: false,
    IsRetired: false,
    IsSpamList: false,
    IsMalware: false,
  },
  {
    Name: 'SpamThing',
    Title: 'Spam Thing',
    Domain: '',
    BreachDate: '2017-01-01',
    AddedDate: '2017-03-08T00:00:00Z',
    PwnCount: 1000,
    DataClasses: ['Email addresses', 'Names'],
    IsVerified: true,
    IsFabricated: false,
    IsSensitive: false,
    IsRetired: false,
    IsSpamList: true,
    IsMalware: false,
  },
];

export interface FakeHibpOptions {
  /** A JSON breach list to answer GET /breaches with, instead of the synthetic one. */
  breachesFile?: string;
}

export async function startFakeHibp(options: FakeHibpOptions = {}): Promise<FakeHibp> {
  const syntheticList = JSON.stringify(SYNTHETIC_BREACH_LIST);
  const requests: FakeHibp['requests'] = [];
  const state = { breachesStatus: 200 };
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({
      path: `${url.pathname}${url.search}`,
      apiKey: req.headers['hibp-api-key'] as string | undefined,
      userAgent: req.headers['user-agent'],
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (!req.headers['user-agent']) return json(403, { statusCode: 403, message: 'No user agent' });
    if (url.pathname.endsWith('/breaches')) {
      if (state.breachesStatus !== 200) return json(state.breachesStatus, { statusCode: state.breachesStatus });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (options.breachesFile) return fs.createReadStream(options.breachesFile).pipe(res);
      return res.end(syntheticList);
    }
    const match = /\/breachedaccount\/([^/]+)$/.exec(url.pathname);
    if (match) {
      if (!req.headers['hibp-api-key']) return json(401, { statusCode: 401, message: 'Access denied' });
      const email = decodeURIComponent(match[1]!);
      const local = email.split('@')[0];
      if (local === 'found') return json(200, UPSTREAM_BREACHES);
      if (local === 'busy') return json(429, { statusCode: 429, message: 'Rate limit exceeded' });
      if (local === 'broken') return json(500, { statusCode: 500 });
      if (local === 'slow') {
        const t = setTimeout(() => json(200, UPSTREAM_BREACHES), 5000);
        timers.add(t);
        return;
      }
      return json(404, undefined);
    }
    return json(404, undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    get breachesStatus() {
      return state.breachesStatus;
    },
    set breachesStatus(v: number) {
      state.breachesStatus = v;
    },
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
