import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminNamesViaApi, importRowsViaApi, publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// Names in other scripts are searched as they are written (ADR 0181), on both databases, after an
// import through the console's API: the visitor types the name, with or without its accents or
// vowel marks, and finds the card.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const people: Record<string, string>[] = [
    { Name: 'Иван Петров', City: 'Москва' },
    { Name: 'Иванна Ковальчук', City: 'Київ' },
    { Name: 'ΟΔΥΣΣΕΑΣ ΠΑΠΑΔΟΠΟΥΛΟΣ', City: 'Αθήνα' },
    { Name: '李小龙', City: '香港' },
    { Name: '王芳', City: '北京' },
    { Name: '王芳华', City: '上海' },
    { Name: '김민수', City: '서울' },
    { Name: 'مُحَمَّد الأحمد', City: 'عمّان' },
    { Name: 'प्रिया शर्मा', City: 'दिल्ली' },
    { Name: 'Ivan Petrov', City: 'Boston' },
    // Addresses whose domain is in another script, as a dump may spell them either way.
    { Name: 'Ольга Смирнова', City: 'Казань', Email: 'olga@пример.рф' },
    { Name: 'Hans Müller', City: 'Köln', Email: 'hans@xn--mller-kva.de' },
  ];
  const res = await importRowsViaApi(ctx, token, people);
  expect(res.json()).toMatchObject({ ok: true, imported: people.length });
});
afterAll(async () => ctx.close());

const publicNames = (q: string) => publicNamesViaApi(ctx, q);
const adminNames = (q: string) => adminNamesViaApi(ctx, token, q);

it('finds a name typed in its own script, and its words as prefixes', async () => {
  expect(await publicNames('Иван Петров')).toEqual(['Иван Петров']);
  expect(await publicNames('иван')).toEqual(['Иван Петров', 'Иванна Ковальчук']);
  expect(await publicNames('Ива Ков')).toEqual(['Иванна Ковальчук']);
  expect(await publicNames('李小龙')).toEqual(['李小龙']);
  // Two characters are a whole Chinese name (ADR 0184), and a prefix of a longer one.
  expect(await publicNames('王芳')).toEqual(['王芳', '王芳华']);
  expect(await publicNames('王芳 北京')).toEqual(['王芳']);
  expect(await publicNames('김민수 서울')).toEqual(['김민수']);
  expect(await publicNames('प्रिया शर्मा')).toEqual(['प्रिया शर्मा']);
  // The Latin spelling is another record: no transliteration joins the two.
  expect(await publicNames('Ivan Petrov')).toEqual(['Ivan Petrov']);
});

it('reads what a visitor leaves out or types differently as the stored name', async () => {
  // Lowercase, no accents, σ for the final ς.
  expect(await publicNames('οδυσσεασ παπαδοπουλοσ')).toEqual(['ΟΔΥΣΣΕΑΣ ΠΑΠΑΔΟΠΟΥΛΟΣ']);
  expect(await publicNames('Παπαδόπουλος Αθηνα')).toEqual(['ΟΔΥΣΣΕΑΣ ΠΑΠΑΔΟΠΟΥΛΟΣ']);
  // Arabic without its vowel marks, and alef without its hamza, as it is often typed.
  expect(await publicNames('محمد الأحمد')).toEqual(['مُحَمَّد الأحمد']);
  expect(await publicNames('محمد الاحمد')).toEqual(['مُحَمَّد الأحمد']);
  // Hangul typed as separate jamo (NFD), as some keyboards and systems send it.
  expect(await publicNames('김민수'.normalize('NFD'))).toEqual(['김민수']);
});

it('finds a complete email address whose domain is in another script, however the dump or the visitor spells it', async () => {
  expect(await publicNames('olga@пример.рф')).toEqual(['Ольга Смирнова']);
  expect(await publicNames('OLGA@ПРИМЕР.РФ')).toEqual(['Ольга Смирнова']);
  expect(await publicNames('olga@xn--e1afmkfd.xn--p1ai')).toEqual(['Ольга Смирнова']);
  expect(await publicNames('hans@müller.de')).toEqual(['Hans Müller']);
  expect(await publicNames('hans@xn--mller-kva.de')).toEqual(['Hans Müller']);
  // Still only the complete address.
  expect(await publicNames('olga@пример.рф Смирнова')).toEqual(['Ольга Смирнова']);
  expect(await publicNames('olga@пример.рф Петров')).toEqual([]);
  expect(await publicNames('ivan@пример.рф')).toEqual([]);
});

it('keeps the public search rules: one word at least in the name, a city alone finds no one', async () => {
  expect(await publicNames('Москва')).toEqual([]);
  expect(await publicNames('Петров Москва')).toEqual(['Иван Петров']);
  expect(await publicNames('Петров Киев')).toEqual([]);
});

it('finds them in the admin search by any word', async () => {
  expect(await adminNames('москва')).toEqual(['Иван Петров']);
  expect(await adminNames('ив')).toEqual(['Иван Петров', 'Иванна Ковальчук']);
  expect(await adminNames('香港')).toEqual(['李小龙']);
});

it('finds a complete address or domain in the admin search in either spelling, and a partial one as typed', async () => {
  for (const q of ['olga@пример.рф', 'olga@xn--e1afmkfd.xn--p1ai', '@ПРИМЕР.РФ', '@xn--e1afmkfd.xn--p1ai']) {
    expect(await adminNames(q), q).toEqual(['Ольга Смирнова']);
  }
  expect(await adminNames('hans@müller.de')).toEqual(['Hans Müller']);
  expect(await adminNames('@müller.de')).toEqual(['Hans Müller']);
  // a prefix has no other spelling: punycode does not keep prefixes
  expect(await adminNames('olga@при')).toEqual(['Ольга Смирнова']);
  expect(await adminNames('olga@xn--e1a')).toEqual([]);
});
