import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.ts';

const load = (env: Record<string, string>) => loadConfig({ INIT_CWD: '/srv/app', ...env } as NodeJS.ProcessEnv);

function problemsOf(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('defaults to the embedded SQLite database in ./data on 127.0.0.1:3000', () => {
    const config = load({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/app/data/breachwatch.db' });
    expect(config.demoData.enabled).toBe(true);
    expect(config.admin).toBeUndefined();
  });

  it('selects PostgreSQL for a postgres:// DATABASE_URL', () => {
    expect(load({ DATABASE_URL: 'postgres://u@db:5432/app' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
  });

  it('names every bad variable in one message', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CONTACT_EMAIL: 'nope', DEMO_DATA: 'maybe' });
    expect(problems.join('\n')).toMatch(/^PORT: /m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL: must be a postgres:\/\/ URL/m);
    expect(problems.join('\n')).toMatch(/^CONTACT_EMAIL: /m);
    expect(problems.join('\n')).toMatch(/^DEMO_DATA: must be 0 or 1/m);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, and a password of 12+ characters', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'ops@example.com' }).join()).toMatch(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(problemsOf({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short' }).join()).toMatch(/ADMIN_PASSWORD: must be at least 12/);
    expect(load({ ADMIN_EMAIL: 'Ops@Example.com', ADMIN_PASSWORD: 'long enough secret' }).admin).toEqual({
      email: 'ops@example.com',
      password: 'long enough secret',
    });
  });

  it('rejects an encryption key that is not 32 bytes of base64', () => {
    expect(problemsOf({ ENCRYPTION_KEY: 'c2hvcnQ=' }).join()).toMatch(/ENCRYPTION_KEY: must be 32 bytes/);
    expect(load({ ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).encryptionKey?.length).toBe(32);
  });

  it('warns once that a production install without PUBLIC_URL has no address of its own', () => {
    const warnings = configWarnings(load({ NODE_ENV: 'production' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^PUBLIC_URL is not set: .*sitemap/);
    expect(configWarnings(load({ NODE_ENV: 'production', PUBLIC_URL: 'https://breachwatch.example' }))).toEqual([]);
    // Outside production the address defaults to http://HOST:PORT.
    expect(configWarnings(load({}))).toEqual([]);
  });

  it('treats empty values as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '', SMTP_URL: '' }).port).toBe(3000);
  });

  it('takes DATABASE_READ_URL only as a PostgreSQL replica beside a PostgreSQL DATABASE_URL', () => {
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://127.0.0.1/replica' }).join()).toMatch(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(problemsOf({ DATABASE_URL: 'postgres://127.0.0.1/p', DATABASE_READ_URL: 'mysql://x' }).join()).toMatch(
      /DATABASE_READ_URL: must be a postgres/,
    );
    const both = load({
      DATABASE_URL: 'postgres://127.0.0.1/p',
      DATABASE_READ_URL: 'postgres://127.0.0.2/p',
      ENCRYPTION_KEY: 'a'.repeat(43) + '=',
    });
    expect(both.readDatabase).toEqual({ kind: 'postgres', url: 'postgres://127.0.0.2/p' });
    expect(load({}).readDatabase).toBeUndefined();
  });

  it('requires MAIL_FROM with SMTP_URL', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://127.0.0.1:2525' }).join()).toMatch(/MAIL_FROM: is required/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, never "trust everything"', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,::1' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(load({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(problemsOf({ TRUST_PROXY: 'true' }).join()).toMatch(/TRUST_PROXY: .*every/);
    expect(problemsOf({ TRUST_PROXY: 'yes' }).join()).toMatch(/TRUST_PROXY: /);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.300' }).join()).toMatch(/TRUST_PROXY: .*10\.0\.0\.300/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/40' }).join()).toMatch(/TRUST_PROXY: /);
  });

  it('has a request deadline, 60 seconds unless REQUEST_TIMEOUT_SECONDS says otherwise', () => {
    expect(load({}).requestTimeoutMs).toBe(60_000);
    expect(load({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutMs).toBe(5000);
    expect(problemsOf({ REQUEST_TIMEOUT_SECONDS: '0' }).join()).toMatch(/REQUEST_TIMEOUT_SECONDS/);
  });
  it('lets one client send 6 contact messages per 10 minutes unless CONTACT_MESSAGES_PER_ADDRESS says otherwise', () => {
    expect(load({}).contactMessagesPerAddress).toBe(6);
    expect(load({ CONTACT_MESSAGES_PER_ADDRESS: '40' }).contactMessagesPerAddress).toBe(40);
    expect(problemsOf({ CONTACT_MESSAGES_PER_ADDRESS: '0' }).join()).toMatch(/CONTACT_MESSAGES_PER_ADDRESS/);
  });
});
