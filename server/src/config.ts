import net from 'node:net';
import path from 'node:path';
import { ADMIN_PASSWORD_MIN } from '@breachwatch/core/schemas/auth';
import { z } from 'zod';

// Every setting the product reads, validated once at start-up. Nothing else reads process.env.

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const flag = (defaultValue: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['0', '1', 'true', 'false', 'yes', 'no'], { message: 'must be 0 or 1' })
      .optional()
      .transform((v) => (v === undefined ? defaultValue : ['1', 'true', 'yes'].includes(v))),
  );
/** Contact form messages one client may send per 10 minutes, unless CONTACT_MESSAGES_PER_ADDRESS says otherwise. */
export const CONTACT_MESSAGES_PER_ADDRESS_DEFAULT = 6;

/** The proxy-addr names Fastify accepts for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [ip, bits, extra] = entry.split('/');
  if (extra !== undefined || !ip) return false;
  const family = net.isIP(ip);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

// Behind a proxy, Fastify reads the client address from X-Forwarded-For. "true" would trust
// every hop and take the left-most entry, which the client writes itself: refused. A hop count
// trusts that many proxies from our side; a list trusts exactly those proxy addresses.
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((raw, ctx): false | number | string[] => {
      const value = raw?.trim().toLowerCase();
      if (value === undefined || value === '0' || value === 'false' || value === 'no') return false;
      if (value === 'true' || value === 'yes') {
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a hop count (1 behind one proxy) or a list of proxy addresses; "true" would trust every hop, so a client could write its own address',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops > 10) ctx.addIssue({ code: 'custom', message: 'is more proxy hops than any real chain (10 at most)' });
        return hops;
      }
      const entries = value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const bad = entries.filter((e) => !isProxyAddress(e));
      if (bad.length > 0 || entries.length === 0) {
        ctx.addIssue({ code: 'custom', message: `is not a hop count or a list of IP addresses/CIDR ranges: ${bad.join(', ') || value}` });
        return z.NEVER;
      }
      return entries;
    }),
);

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    TRUST_PROXY: trustProxy,
    REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL (leave it unset for the embedded SQLite database)' })
        .optional(),
    ),
    DATABASE_READ_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// URL of a read replica of DATABASE_URL' })
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    ENCRYPTION_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => Buffer.from(v, 'base64').length === 32, { message: 'must be 32 bytes, base64-encoded (openssl rand -base64 32)' })
        .optional(),
    ),
    DEMO_DATA: flag(true),
    DEMO_DATA_COUNT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(2000)),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an email address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(ADMIN_PASSWORD_MIN, { message: `must be at least ${ADMIN_PASSWORD_MIN} characters` })
        .optional(),
    ),
    SESSION_TTL_HOURS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 30)
        .default(12),
    ),
    SITE_NAME: z.preprocess(emptyToUndefined, z.string().max(60).default('BreachWatch')),
    CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'must be an email address' }).default('support@breachwatch.example')),
    CONTACT_PHONE: z.preprocess(emptyToUndefined, z.string().max(40).default('+1 (555) 010-0199')),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, { message: 'must be a redis:// URL' })
        .optional(),
    ),
    REDIS_KEY_PREFIX: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'must be 1-64 letters, digits or : _ . -' })
        .default('bw:'),
    ),
    PUBLIC_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
    PUBLIC_RECORDS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(300)),
    PUBLIC_LOOKUP_MISSES_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(30)),
    CONTACT_MESSAGES_PER_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(100_000).default(CONTACT_MESSAGES_PER_ADDRESS_DEFAULT),
    ),
    CONTACT_FLOOD_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(60)),
    CASE_MESSAGE_FLOOD_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(60)),
    EVIDENCE_MB_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1024)),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
        .optional(),
    ),
    MAIL_FROM: optionalString,
    OUTBOX_SENDER: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('1')),
    OUTBOX_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(600_000).default(2000)),
    OUTBOX_RETRY_BASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(3_600_000).default(30_000)),
    OUTBOX_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(10)),
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    PAYPAL_API_BASE: z.preprocess(emptyToUndefined, httpUrl.default('https://api-m.sandbox.paypal.com')),
    HIBP_API_KEY: optionalString,
    HIBP_API_BASE: z.preprocess(emptyToUndefined, httpUrl.default('https://haveibeenpwned.com/api/v3')),
    CATALOG_SYNC_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).default(0)),
    SHEETS_ALLOWED_HOSTS: z.preprocess(emptyToUndefined, z.string().default('docs.google.com,docs.googleusercontent.com')),
    WEB_DIST_DIR: optionalString,
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
    }
    if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_READ_URL'], message: 'needs DATABASE_URL: a read replica of PostgreSQL only' });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  /** false, a hop count, or the addresses of the proxies in front of us (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  /** Deadline for a whole request (headers and body) to arrive. */
  requestTimeoutMs: number;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /**
   * A PostgreSQL read replica for the public read path (search, person page, report), ADR 0131.
   * Unset: everything reads from `database`.
   */
  readDatabase?: { kind: 'postgres'; url: string };
  dataDir: string;
  encryptionKey?: Buffer;
  demoData: { enabled: boolean; count: number };
  admin?: { email: string; password: string };
  sessionTtlHours: number;
  site: { name: string; contactEmail: string; contactPhone: string };
  /** Contact form messages one client may send per 10 minutes (route limit). */
  contactMessagesPerAddress: number;
  /** Networks writing a first contact message per 10 minutes before new ones are refused; later messages get half as many (ADR 0271). */
  contactFloodLimit: number;
  /** Messages through case links from everyone together per 10 minutes, counted apart from the form's (ADR 0242). */
  caseMessageFloodLimit: number;
  /** Screenshots stored from everyone together in the last 24 hours, in bytes, before new ones are refused (ADR 0283). */
  evidenceBytesPerDay: number;
  redisUrl?: string;
  /** Prefix of the Redis keys this product writes (counters), so deployments and test runs sharing a Redis never mix. */
  redisKeyPrefix: string;
  /** The address people reach the site at; links in mail point here. Unset: http://HOST:PORT outside production. */
  publicUrl?: string;
  /** Distinct records one client may see through the public pages per hour (issue 13 §3). */
  publicRecordsPerHour: number;
  /** Searches and scans of a complete email, phone or street that find nobody, per client per hour (ADR 0217). */
  publicLookupMissesPerHour: number;
  mail: { smtpUrl?: string; from?: string };
  /** The background mail sender (breach alerts): whether it runs, how often it looks, how it backs off. */
  outbox: { enabled: boolean; pollMs: number; retryBaseMs: number; maxAttempts: number };
  paypal: { clientId?: string; clientSecret?: string; apiBase: string };
  hibp: { apiKey?: string; apiBase: string; catalogSyncHours: number };
  sheets: { allowedHosts: string[] };
  /** Where the built web app lives (web/dist). */
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Settings that are valid but leave part of the site off, said once at start-up (server.ts).
 * A production install needs PUBLIC_URL: the server never builds its own address from the
 * Host header, which the client writes.
 */
export function configWarnings(config: Pick<Config, 'env' | 'publicUrl'>): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.publicUrl) {
    warnings.push(
      'PUBLIC_URL is not set: the site does not know its own address, so /sitemap.xml answers 404, robots.txt names no sitemap, ' +
        'and no mail carries a link (verification of a record owner, breach alerts, case links). ' +
        'Set PUBLIC_URL to the address people reach the site at (https://…).',
    );
  }
  return warnings;
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const env = parsed.data;
  // Relative paths are read from where the operator ran npm, not from the workspace folder.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'breachwatch.db') },
    ...(env.DATABASE_READ_URL ? { readDatabase: { kind: 'postgres' as const, url: env.DATABASE_READ_URL } } : {}),
    dataDir,
    encryptionKey: env.ENCRYPTION_KEY ? Buffer.from(env.ENCRYPTION_KEY, 'base64') : undefined,
    demoData: { enabled: env.DEMO_DATA, count: env.DEMO_DATA_COUNT },
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD } : undefined,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    site: { name: env.SITE_NAME, contactEmail: env.CONTACT_EMAIL, contactPhone: env.CONTACT_PHONE },
    contactMessagesPerAddress: env.CONTACT_MESSAGES_PER_ADDRESS,
    contactFloodLimit: env.CONTACT_FLOOD_LIMIT,
    evidenceBytesPerDay: env.EVIDENCE_MB_PER_DAY * 1024 * 1024,
    caseMessageFloodLimit: env.CASE_MESSAGE_FLOOD_LIMIT,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') ?? (env.NODE_ENV === 'production' ? undefined : `http://${env.HOST}:${env.PORT}`),
    publicRecordsPerHour: env.PUBLIC_RECORDS_PER_HOUR,
    publicLookupMissesPerHour: env.PUBLIC_LOOKUP_MISSES_PER_HOUR,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    outbox: {
      enabled: env.OUTBOX_SENDER === '1',
      pollMs: env.OUTBOX_POLL_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    },
    paypal: { clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: env.PAYPAL_API_BASE },
    hibp: { apiKey: env.HIBP_API_KEY, apiBase: env.HIBP_API_BASE, catalogSyncHours: env.CATALOG_SYNC_HOURS },
    sheets: {
      allowedHosts: env.SHEETS_ALLOWED_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(baseDir, env.WEB_DIST_DIR) : path.join(repoRoot, 'web', 'dist'),
  };
}
