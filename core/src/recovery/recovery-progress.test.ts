import { describe, expect, it } from 'vitest';
import { stepStatusesSchema, summarizeProgress, withStepStatus } from './recovery-progress.ts';

describe('recovery progress', () => {
  const plan = { stepIds: ['credit-freeze', 'fraud-alert', 'irs-ip-pin', 'contact-log'] };

  it('counts done and skipped steps of this plan only', () => {
    const steps = { 'credit-freeze': 'done', 'irs-ip-pin': 'skipped', 'gone-step': 'done' } as const;
    expect(summarizeProgress(plan, steps)).toEqual({ total: 4, done: 1, skipped: 1, handled: 2, percent: 50 });
    expect(summarizeProgress({ stepIds: [] }, {})).toEqual({ total: 0, done: 0, skipped: 0, handled: 0, percent: 0 });
  });

  it('sets and clears a step without touching the others', () => {
    const a = withStepStatus({}, 'fraud-alert', 'done');
    const b = withStepStatus(a, 'fraud-alert', null);
    expect(a).toEqual({ 'fraud-alert': 'done' });
    expect(b).toEqual({});
  });

  it('accepts only our step ids and statuses, and a bounded number of them', () => {
    expect(stepStatusesSchema.safeParse({ 'credit-freeze': 'done' }).success).toBe(true);
    expect(stepStatusesSchema.safeParse({ 'credit-freeze': 'maybe' }).success).toBe(false);
    expect(stepStatusesSchema.safeParse({ '<img>': 'done' }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`s-${i}`, 'done']));
    expect(stepStatusesSchema.safeParse(many).success).toBe(false);
  });
});
