import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Each page gets the policy it needs and no more: PayPal's hosts only on /donate, the console
// its own policy (it may fetch https URLs for the URL import, but loads nothing from PayPal).

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(async () => ctx.close());

const csp = async (url: string) => String((await ctx.app.inject({ method: 'GET', url })).headers['content-security-policy'] ?? '');
const directive = (policy: string, name: string) => new RegExp(`(?:^|; *)${name} ([^;]*)`).exec(policy)?.[1] ?? '';

describe('Content-Security-Policy per page', () => {
  it('the console allows no payment host anywhere', async () => {
    for (const url of ['/admin', '/admin/inbox', '/admin/records?q=x']) {
      const policy = await csp(url);
      expect(policy, url).not.toMatch(/paypal/i);
      expect(directive(policy, 'script-src'), url).toBe("'self'");
      expect(directive(policy, 'connect-src'), url).toMatch(/(^| )https:( |$)/);
      expect(directive(policy, 'frame-src'), url).toBe("'none'");
    }
  });

  it('public pages and the API allow no payment host either', async () => {
    for (const url of ['/', '/breach-check', '/contact', '/api/health', '/api/reviews']) {
      const policy = await csp(url);
      expect(policy, url).not.toMatch(/paypal/i);
      expect(directive(policy, 'connect-src'), url).toBe("'self'");
    }
  });

  it('only /donate may load PayPal’s SDK and frames', async () => {
    for (const url of ['/donate', '/donate?amount=10']) {
      const policy = await csp(url);
      expect(directive(policy, 'script-src'), url).toContain('https://www.paypal.com');
      expect(directive(policy, 'frame-src'), url).toContain('https://www.paypal.com');
      expect(directive(policy, 'connect-src'), url).not.toMatch(/(^| )https:( |$)/);
    }
    expect(await csp('/donate-not')).not.toMatch(/paypal/i);
  });

  it('keeps the hardening every page shares', async () => {
    for (const url of ['/', '/admin', '/donate']) {
      const policy = await csp(url);
      expect(directive(policy, 'default-src')).toBe("'self'");
      expect(directive(policy, 'object-src')).toBe("'none'");
      expect(directive(policy, 'frame-ancestors')).toBe("'none'");
      expect(directive(policy, 'base-uri')).toBe("'self'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  });
});
