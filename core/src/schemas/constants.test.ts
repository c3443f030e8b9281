import { describe, it, expect } from 'vitest';
import * as c from './constants.ts';
import { MESSAGES, bulkDeleteConfirm, withStatus } from './messages.ts';

describe('spec §9 constants', () => {
  it('match the spec', () => {
    expect(c.TOP_BAR_SCROLL_THRESHOLD).toBe(20);
    expect(c.MIN_SEARCH_LENGTH).toBe(3);
    expect(c.ADMIN_PAGE_SIZE).toBe(500);
    expect(c.RECENT_UPLOADS_DAYS).toBe(7);
    expect(c.IMPORT_PREVIEW_ROWS).toBe(25);
    expect(c.CONTACT_TIMEOUT_MS).toBe(20_000);
    expect(c.MAIL_FALLBACK_DELAY_MS).toBe(400);
    expect(c.REVIEWS_PAGE_SIZE).toBe(6);
    expect(c.REVIEW_TRUNCATE_AT).toBe(260);
    expect(c.REVIEW_SUCCESS_MS).toBe(3000);
    expect(c.DEFAULT_SOURCE_CREDIBILITY).toBe('medium');
    expect(c.IMPORT_FILE_EXTENSIONS).toEqual(['.csv', '.tsv', '.txt']);
    expect(c.TERMS_LAST_UPDATED).toBe('2025-09-07');
    expect(c.GOVERNING_LAW).toBe('State of Delaware');
  });
});

describe('messages (spec §5, §8)', () => {
  it('keep the spec wording', () => {
    expect(MESSAGES.scan.required).toBe('Enter an email or a domain.');
    expect(MESSAGES.scan.invalidEmail).toBe('Invalid email format.');
    expect(MESSAGES.scan.invalidDomain).toBe('Invalid domain (e.g., example.com).');
    expect(MESSAGES.search.tooShort).toBe('Enter at least 3 characters.');
    expect(MESSAGES.contact.fallback).toBe('Could not reach our server. Opening your email app as a fallback…');
    expect(MESSAGES.donation.notCompleted).toBe('Payment not completed. Please try again.');
    expect(MESSAGES.admin.deleteOne).toBe('Delete this record? This cannot be undone.');
  });
  it('format the parameterised ones', () => {
    expect(bulkDeleteConfirm(3)).toBe('Delete 3 selected record(s)? This cannot be undone.');
    expect(withStatus('Import failed', 500)).toBe('Import failed (500)');
  });
});
