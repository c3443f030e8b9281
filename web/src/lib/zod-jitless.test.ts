import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod jitless before zod loads, as z.config({ jitless: true }) would', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
