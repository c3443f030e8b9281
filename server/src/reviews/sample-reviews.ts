import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { countReviews, insertReviews } from './reviews.repository.ts';

// The example reviews a fresh install starts with (decisions.md §4). They are stored with
// sample = 1, shown with a "Sample" label, and an admin can hide or delete them once real
// reviews arrive. Seeded once: deleting them does not bring them back.

const SEEDED_KEY = 'reviews.samples-seeded';

export const SAMPLE_REVIEWS: ReadonlyArray<{ name: string; rating: number; message: string; daysAgo: number }> = [
  {
    name: 'Maria G.',
    rating: 5,
    message:
      'I got a letter saying my information was part of a breach and I did not know where to start. The free check showed me exactly what was out there, and the steps were written in plain English. I froze my credit the same afternoon.',
    daysAgo: 3,
  },
  {
    name: 'Daniel R.',
    rating: 5,
    message:
      'Someone opened a phone account in my name. I was panicking and honestly expected to be sold something. Instead a real person walked me through the police report, the FTC identity theft report and the letters to the carrier, one step at a time. It took about two weeks but the account is closed and the debt was removed from my credit file. I donated afterwards because this kind of help should stay free for the next person.',
    daysAgo: 9,
  },
  {
    name: 'Priya S.',
    rating: 4,
    message: 'Quick and easy. I liked that it only showed masked pieces of my data instead of putting everything on the screen.',
    daysAgo: 14,
  },
  {
    name: 'Tom H.',
    rating: 5,
    message:
      'My mother is 78 and was targeted after a healthcare breach. The checklist helped us set up fraud alerts and spot a fake bank call the very next week.',
    daysAgo: 21,
  },
  {
    name: 'Alicia M.',
    rating: 4,
    message:
      'The exposure scan found my work email in two old breaches I had never heard of. Changing those passwords and turning on two-step sign-in took ten minutes. I wish the report had explained a little more about what the sources were, but support answered my question within a day, and they never asked for any password or code, which is exactly what I wanted to hear.',
    daysAgo: 30,
  },
  {
    name: 'Kevin L.',
    rating: 5,
    message: 'No account, no upsell, no scare tactics. Just an honest answer and a clear list of what to do next.',
    daysAgo: 38,
  },
  {
    name: 'Sandra P.',
    rating: 5,
    message: 'They helped me get a fraudulent tax return sorted out with the IRS. Patient and kind the whole way through.',
    daysAgo: 47,
  },
  {
    name: 'Jorge V.',
    rating: 4,
    message: 'Useful and calm. The recommended actions page is the first thing I now send to friends who get a breach notice.',
    daysAgo: 60,
  },
];

/** Inserts the sample reviews on a fresh install: only once, and only into an empty table. */
export async function seedSampleReviews(db: Kysely<Database>, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stamp = new Date(now).toISOString();
    // Claiming the marker row first makes two instances starting together seed only once.
    const claimed = await trx
      .insertInto('settings')
      .values({ key: SEEDED_KEY, value: stamp, updated_at: stamp })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    if ((await countReviews(trx)) > 0) return 0;
    const rows = SAMPLE_REVIEWS.map((r) => {
      const at = new Date(now - r.daysAgo * 86_400_000).toISOString();
      return {
        id: newId(),
        name: r.name,
        rating: r.rating,
        message: r.message,
        status: 'approved' as const,
        verified: 0,
        sample: 1,
        created_at: at,
        approved_at: at,
      };
    });
    await insertReviews(trx, rows);
    return rows.length;
  });
}
