import { describe, expect, it } from 'vitest';
import { ownerProgressPatchSchema, RECOVERY_STEP_IDS } from './owner-progress-api.ts';

describe('owner progress API', () => {
  it('accepts changes to known steps only, and at least one', () => {
    expect(ownerProgressPatchSchema.safeParse({ steps: { 'credit-freeze': 'done', 'fraud-alert': null } }).success).toBe(true);
    expect(ownerProgressPatchSchema.safeParse({ steps: { 'made-up-step': 'done' } }).success).toBe(false);
    expect(ownerProgressPatchSchema.safeParse({ steps: { 'credit-freeze': 'maybe' } }).success).toBe(false);
    expect(ownerProgressPatchSchema.safeParse({ steps: {} }).success).toBe(false);
  });

  it('knows every step of the catalog', () => {
    expect(RECOVERY_STEP_IDS).toContain('credit-freeze');
    expect(RECOVERY_STEP_IDS).toContain('contact-log');
    expect(new Set(RECOVERY_STEP_IDS).size).toBe(RECOVERY_STEP_IDS.length);
  });
});
