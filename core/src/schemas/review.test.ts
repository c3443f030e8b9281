import { describe, it, expect } from 'vitest';
import { fieldErrors } from './common.ts';
import { DEFAULT_REVIEW_RATING, REVIEWS_PAGE_SIZE, REVIEW_SUCCESS_MS, REVIEW_TRUNCATE_AT } from './constants.ts';
import { reviewSchema } from './review.ts';
import { HIDDEN_FORMATTING_MESSAGE } from './visible-text.ts';

const errors = (v: unknown) => {
  const r = reviewSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe('reviewSchema (spec §5)', () => {
  it('uses the spec constants', () => {
    expect(DEFAULT_REVIEW_RATING).toBe(5);
    expect(REVIEWS_PAGE_SIZE).toBe(6);
    expect(REVIEW_TRUNCATE_AT).toBe(260);
    expect(REVIEW_SUCCESS_MS).toBe(3000);
  });
  it('defaults the rating to 5 and trims', () => {
    expect(reviewSchema.parse({ name: ' Ann ', message: ' Great ' })).toEqual({ name: 'Ann', rating: 5, message: 'Great' });
  });
  it('accepts ratings 1-5, also as select strings', () => {
    expect(reviewSchema.parse({ name: 'A', message: 'B', rating: '3' }).rating).toBe(3);
    expect(reviewSchema.parse({ name: 'A', message: 'B', rating: 1 }).rating).toBe(1);
    for (const rating of [0, 6, 4.5, 'x']) {
      expect(errors({ name: 'A', message: 'B', rating })).toEqual({ rating: 'Choose a rating from 1 to 5.' });
    }
  });
  it('requires name and review text', () => {
    expect(errors({ name: ' ', message: '' })).toEqual({ name: 'Please enter your name.', message: 'Please write your review.' });
  });
  it('treats a name or review of invisible characters as blank, and keeps visible text as typed', () => {
    for (const blank of ['\u200b', '\u200b\u200c\u2060', '\u3164', '\u00a0\u2800', '\u0301\u0308']) {
      expect(errors({ name: blank, rating: 5, message: blank })).toEqual({
        name: 'Please enter your name.',
        message: 'Please write your review.',
      });
    }
    expect(reviewSchema.parse({ name: ' Ann\u200b ', message: '\u200bGreat' })).toEqual({
      name: 'Ann\u200b',
      rating: 5,
      message: '\u200bGreat',
    });
  });
  it('refuses text that reverses its own direction or piles accent marks out of its line', () => {
    const hidden = HIDDEN_FORMATTING_MESSAGE;
    expect(errors({ name: 'Ann \u202egnp.exe', message: 'Great' })).toEqual({ name: hidden });
    expect(errors({ name: 'Ann', message: 'Gre' + '\u0336'.repeat(30) + 'at' })).toEqual({ message: hidden });
    expect(reviewSchema.parse({ name: 'Nguyễn Thị', message: 'שלום\u200f עולם' })).toMatchObject({ name: 'Nguyễn Thị' });
  });
  it('limits name to 80 and review to 2000 characters', () => {
    expect(errors({ name: 'n'.repeat(81), message: 'm'.repeat(2001) })).toEqual({
      name: 'Name is too long (80 characters at most).',
      message: 'Review is too long (2000 characters at most).',
    });
  });
});
