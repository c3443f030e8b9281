// The alerts page asks whether alerts can work before it offers its form: a visitor on a server
// without mail must never fill in a form that can only answer "not available".
import { alertAvailabilityResponseSchema } from '@breachwatch/core/schemas/alerts';
import { afterEach, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function availability(env: Record<string, string>) {
  ctx = await createTestContext(env);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/alerts/availability' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return alertAvailabilityResponseSchema.parse(res.json()).available;
}

it('says alerts are not available on a server without a mail server', async () => {
  expect(await availability({ PUBLIC_URL: 'https://breachwatch.example' })).toBe(false);
});

it('says alerts are available with a mail server and a public web address', async () => {
  expect(
    await availability({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'BreachWatch <alerts@breachwatch.example>',
      PUBLIC_URL: 'https://breachwatch.example',
    }),
  ).toBe(true);
});
