import { describe, expect, it } from 'vitest';
import { caseMessagesLimited } from './inbox';

describe('the limit of one case (ADR 0242)', () => {
  it('says when to try again in minutes, or hours once the day is spent, and where to write', () => {
    expect(caseMessagesLimited(1, 'help@example.org')).toMatch(/try again in about 1 minute, or email us at help@example\.org\.$/);
    expect(caseMessagesLimited(9 * 60 + 1, 'help@example.org')).toMatch(/about 10 minutes,/);
    expect(caseMessagesLimited(20 * 60 * 60, 'help@example.org')).toMatch(/about 20 hours,/);
  });
});
