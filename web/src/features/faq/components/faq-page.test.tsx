import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MIN_PEOPLE } from '@breachwatch/core/scan/domain-disclosure';
import { faqCategories } from '../data';
import { FAQ_CATEGORY_IDS } from '../data/types';
import { FaqPage } from './faq-page';

function renderFaq(path = '/faq') {
  const router = createMemoryRouter([{ path: '/faq', element: <FaqPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const allQuestions = faqCategories.flatMap((c) => c.questions);
// Plain DOM queries on purpose: role queries across ~45 accordion items are slow in jsdom.
const expanded = () => document.querySelectorAll('button[aria-expanded="true"]');
const button = (id: string) => document.getElementById(`${id}-button`)!;

describe('FAQ data', () => {
  it('has the ten spec categories, in order, with at least three questions each', () => {
    expect(faqCategories.map((c) => c.id)).toEqual([...FAQ_CATEGORY_IDS]);
    for (const category of faqCategories) expect(category.questions.length).toBeGreaterThanOrEqual(3);
  });

  it('uses unique anchor ids that do not clash with category ids', () => {
    const ids = [...faqCategories.map((c) => c.id), ...allQuestions.map((q) => q.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('carries the spec figures and the key guidance', () => {
    const text = JSON.stringify(faqCategories);
    for (const phrase of [
      'one-time code',
      'masked previews',
      'do not sell',
      '7 days',
      'PNG, JPG or WEBP',
      '5 MB',
      '90 days',
      '24 hours',
      'one business day',
      '1 to 2 business days',
      'Equifax, Experian and TransUnion',
      'fraud alert',
      'Identity Protection PIN',
      'IdentityTheft.gov',
      'port-out PIN',
      'password manager',
      'Social Security number: 40 points',
      '60 or more is high risk',
      'Critical is used only for a whole scan',
      'its level is that record’s own level, the one its Exposure Report shows',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it("states the domain scan's minimum as the scan applies it (ADR 0229)", () => {
    const answer = allQuestions.find((q) => q.id === 'check-a-business-domain')!.answer.join(' ');
    expect(answer).toContain(`only when at least ${DOMAIN_MIN_PEOPLE} people at it are in our records`);
    expect(answer).toContain(`only when at least ${DOMAIN_MIN_PEOPLE} of them have it`);
  });

  it('asks for a credit freeze first only when the leak calls for one, and points to the personal plan', () => {
    const first = faqCategories.flatMap((c) => c.questions).find((q) => q.id === 'what-to-do-first')!;
    const text = JSON.stringify(first.answer);
    expect(text).toContain(
      'If your Social Security number leaked, or your date of birth with your address or phone number, freeze your credit at Equifax, Experian and TransUnion.',
    );
    expect(text).toContain('recovery plan');
  });

  it('links the freeze and IRS pages the recovery plan links (docs/recovery-plan-sources.md)', () => {
    const links = faqCategories.flatMap((c) => c.questions.flatMap((q) => q.links ?? []));
    const href = (label: string) => links.find((l) => l.label === label)?.href;
    expect(href('Equifax freeze')).toBe('https://www.equifax.com/personal/credit-report-services/credit-freeze/');
    expect(href('Experian freeze')).toBe('https://www.experian.com/help/credit-freeze/');
    expect(href('TransUnion freeze')).toBe('https://www.transunion.com/credit-freeze');
    expect(JSON.stringify(faqCategories)).toContain('sign in to your IRS account from mid-January');
    expect(href('Get an IP PIN on IRS.gov')).toBe('https://www.irs.gov/identity-theft-fraud-scams/get-an-identity-protection-pin');
  });
});

// The full FAQ is a large DOM for jsdom; allow for a busy CI machine.
describe('FaqPage', { timeout: 20_000 }, () => {
  it('has one h1 and a table of contents linking every category', () => {
    renderFaq();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    const toc = document.querySelector<HTMLElement>('nav[aria-label="FAQ topics"]')!;
    const hrefs = [...toc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const category of faqCategories) {
      expect(hrefs).toContain(`#${category.id}`);
      expect(document.getElementById(category.id)?.tagName).toBe('SECTION');
    }
    expect(toc.querySelector('a[href="#remediation"]')).toHaveTextContent(/^Fixing things/);
  });

  it('gives every question an anchor id and a visible link to it', () => {
    renderFaq();
    const anchorLinks = [...document.querySelectorAll('a[aria-label="Link to this question"]')];
    expect(anchorLinks).toHaveLength(allQuestions.length);
    for (const q of allQuestions) {
      expect(document.getElementById(q.id)).not.toBeNull();
      expect(anchorLinks.some((a) => a.getAttribute('href') === `#${q.id}`)).toBe(true);
    }
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderFaq();
    expect(expanded()).toHaveLength(0);

    const first = button(allQuestions[0]!.id);
    const other = button(allQuestions[7]!.id);
    expect(first).toHaveTextContent(allQuestions[0]!.question);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel).toHaveAttribute('role', 'region');

    await user.click(other);
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(expanded()).toHaveLength(1);

    await user.click(other);
    expect(expanded()).toHaveLength(0);
  });

  it('opens the question named in the URL hash', () => {
    renderFaq('/faq#how-to-freeze-credit');
    expect(button('how-to-freeze-credit')).toHaveAttribute('aria-expanded', 'true');
    expect(expanded()).toHaveLength(1);
  });

  it('opens a question when its anchor link is followed', async () => {
    const user = userEvent.setup();
    const router = renderFaq();
    await act(() => router.navigate('/faq#irs-identity-protection-pin'));
    expect(button('irs-identity-protection-pin')).toHaveAttribute('aria-expanded', 'true');

    const anchor = document.querySelector<HTMLAnchorElement>('#do-you-sell-data a[href="#do-you-sell-data"]')!;
    expect(anchor).toHaveAccessibleName('Link to this question');
    await user.click(anchor);
    expect(button('do-you-sell-data')).toHaveAttribute('aria-expanded', 'true');
    expect(button('irs-identity-protection-pin')).toHaveAttribute('aria-expanded', 'false');
  });
});
