import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions.ts';

describe('auditActionLabel', () => {
  it('gives every known action its label, none of them a dotted key', () => {
    for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(auditActionLabel(action)).toBe(label);
      expect(label).not.toMatch(/[._]/);
    }
    expect(auditActionLabel('security.clear-lockout')).toBe('Cleared sign-in lockouts');
  });

  it('turns an action it does not know into words', () => {
    expect(auditActionLabel('records.some-future.action')).toBe('Records some future action');
    expect(auditActionLabel('toString')).toBe('ToString');
  });
});
