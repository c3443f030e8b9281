// Someone in Berlin got an Exposure Report that told them to freeze their credit at Equifax and
// get an IRS PIN (ADR 0303). A record whose country, or every phone, is outside the US now gets
// the plan's steps for outside the US in its report, and its views say so in one coarse answer
// ("outsideUs"), never which field nor any digit of a phone a stranger may not see.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsvAsConsole, publicViewsOf } from '../../../test/console-import.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

const CSV = [
  'First Name,Last Name,Email,Phone,City,State,Zip,Country,DOB,SSN',
  'Anna,Berlinerin,anna.berlinerin@example.de,+49 30 9876543,Berlin,,10115,,1985-04-12,',
  'Pierre,Lyonnais,pierre.lyonnais@example.fr,,Lyon,,69001,France,1979-02-03,',
  'Maria,Springfieldia,maria.springfieldia@example.com,217-555-0142,Springfield,IL,62704,,1980-06-01,123-45-6789',
  'Hans,Zurueck,hans.zurueck@example.com,+49 30 5555123,Chicago,IL,60601,USA,1970-01-01,',
].join('\r\n');

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  expect((await importCsvAsConsole(ctx, token, 'mixed.csv', CSV)).imported).toBe(4);
});
afterAll(async () => ctx.close());

const publicAnswers = (name: string) => publicViewsOf(ctx, name);

const US_ADVICE = /IRS|Equifax|Experian|TransUnion|AnnualCreditReport|IdentityTheft\.gov|Freeze your credit/;

describe('the plan region of a record', () => {
  it('gives a record with only +49 phones the steps for outside the US, without a digit of its phone', async () => {
    const { card, person, report, body } = await publicAnswers('Anna Berlinerin');
    expect(person.planRegion).toBe('outsideUs');
    expect(report.planRegion).toBe('outsideUs');
    expect(report.nextSteps.join(' ')).not.toMatch(US_ADVICE);
    expect(report.nextSteps[0]).toMatch(/credit reference agencies/);
    expect(report.referenceLinks).toEqual([]);
    // The stranger still sees the phone only as its kind: no country code, no digit.
    // Without the record's random id and the report's timestamp, whose characters and
    // milliseconds may hold "987" or "543" by chance (this failed once so).
    const shown = body.replaceAll(card.id, '').replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '');
    expect(shown).not.toMatch(/\+49|9876543|987|543/);
  });

  it('reads a country named in the record', async () => {
    const { report } = await publicAnswers('Pierre Lyonnais');
    expect(report.planRegion).toBe('outsideUs');
    expect(report.nextSteps.join(' ')).not.toMatch(US_ADVICE);
  });

  it('keeps the US steps for a US phone, and for a US country whatever the phone', async () => {
    const maria = await publicAnswers('Maria Springfieldia');
    expect(maria.report.planRegion).toBeNull();
    expect(maria.report.nextSteps[0]).toMatch(/^Freeze your credit at Equifax, Experian and TransUnion/);
    expect(maria.report.nextSteps.join(' ')).toMatch(/IRS Identity Protection PIN/);
    expect(maria.report.referenceLinks.length).toBeGreaterThan(0);

    const hans = await publicAnswers('Hans Zurueck');
    expect(hans.report.planRegion).toBe('us');
    expect(hans.report.nextSteps[0]).toMatch(/^Freeze your credit/);
  });
});
