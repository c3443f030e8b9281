import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { issueCaseLink } from '../cases/case-ledger.repository.ts';
import { CONTACT_MESSAGES_PER_ADDRESS_DEFAULT as CONTACT_PER_ADDRESS_LIMIT } from '../config.ts';
import { CONTACT_PER_EMAIL_LIMIT, CONTACT_PER_EMAIL_MESSAGE } from './contact.service.ts';

let ctx: TestContext;
let ipCounter = 0;
// Each case posts from its own address so the per-address limit only bites where it is tested.
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function post(payload: Record<string, unknown>, remoteAddress = freshIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.org', subject: 'Someone used my card', message: 'Please help.' };

async function threads() {
  return ctx.database.db.selectFrom('inbox_threads').selectAll().orderBy('created_at').execute();
}
async function messages(threadId: string) {
  return ctx.database.db.selectFrom('inbox_messages').selectAll().where('thread_id', '=', threadId).orderBy('created_at').execute();
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('POST /api/contact', () => {
  it('answers each missing field with the exact message of the form', async () => {
    const res = await post({ name: '  ', email: 'not-an-email', message: ' ' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(body.fields).toMatchObject({
      name: 'Please enter your full name.',
      email: 'Please enter a valid email address.',
      message: 'Please enter a message.',
    });
    expect(await threads()).toHaveLength(0);
  });

  it('refuses a name or message made only of invisible characters, with the form messages', async () => {
    for (const blank of ['\u200b', '\u200b\u200c\u2060', '\u3164', '\u00a0\u2800']) {
      const res = await post({ name: blank, email: 'zw@example.com', message: blank });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ok: false,
        error: 'Please enter your full name.',
        fields: { name: 'Please enter your full name.', message: 'Please enter a message.' },
      });
    }
    expect(await threads()).toHaveLength(0);
  });

  it('refuses over-long fields instead of storing them', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Message is too long (5000 characters at most).');
  });

  it('fakes success for a filled honeypot and stores nothing', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Thank you! Your message has been sent successfully.',
      evidenceToken: expect.any(String),
    });
    expect(await threads()).toHaveLength(0);
  });

  it('stores a trimmed message as a new unread thread with the default subject', async () => {
    const res = await post({ name: '  Grace Hopper ', email: ' Grace@Example.ORG ', message: '  My SSN was leaked.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Thank you! Your message has been sent successfully.',
      evidenceToken: expect.any(String),
    });
    const [thread] = await threads();
    expect(thread).toMatchObject({
      from_name: 'Grace Hopper',
      from_email: 'grace@example.org',
      subject: 'Website contact',
      status: 'unread',
    });
    const stored = await messages(thread!.id);
    expect(stored.map((m) => [m.direction, m.body])).toEqual([['in', 'My SSN was leaked.']]);
  });

  it('opens a new thread for every message, even with the address and subject of an open one (ADR 0233)', async () => {
    await post(valid);
    const [, first] = await threads();
    await ctx.database.db.updateTable('inbox_threads').set({ status: 'read' }).where('id', '=', first!.id).execute();
    await post({ ...valid, email: 'ADA@example.org', message: 'One more detail.' });
    const all = await threads();
    expect(all).toHaveLength(3);
    expect(all.find((t) => t.id === first!.id)!.status).toBe('read');
    expect((await messages(first!.id)).map((m) => m.body)).toEqual(['Please help.']);
    const second = all.find((t) => t.from_email === 'ada@example.org' && t.id !== first!.id)!;
    expect((await messages(second.id)).map((m) => m.body)).toEqual(['One more detail.']);
    expect(second).toMatchObject({ from_email: 'ada@example.org', subject: valid.subject, status: 'unread', case_status: 'new' });
  });

  it('takes an address whose domain is in another script as typed, and both its spellings as one sender', async () => {
    const subject = 'Мои данные утекли';
    const first = await post({ ...valid, email: 'Olga@Пример.рф', subject, message: 'Помогите.' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post({ ...valid, email: 'olga@xn--e1afmkfd.xn--p1ai', subject, message: 'Ещё одно.' });
    expect(second.statusCode, second.body).toBe(200);
    const mine = (await threads()).filter((t) => t.subject === subject);
    expect(mine.map((t) => t.from_email)).toEqual(['olga@пример.рф', 'olga@xn--e1afmkfd.xn--p1ai']);
    expect((await messages(mine[0]!.id)).map((m) => m.body)).toEqual(['Помогите.']);
    const bad = await post({ ...valid, email: 'olga@пример' });
    expect(bad.statusCode).toBe(400);
    for (const t of mine) {
      await ctx.database.db.deleteFrom('case_ledger').where('thread_id', '=', t.id).execute();
      await ctx.database.db.deleteFrom('evidence_tokens').where('thread_id', '=', t.id).execute();
      await ctx.database.db.deleteFrom('inbox_messages').where('thread_id', '=', t.id).execute();
      await ctx.database.db.deleteFrom('inbox_threads').where('id', '=', t.id).execute();
    }
  });

  it('starts a new thread for another subject, and after the team closed the old one', async () => {
    await post({ ...valid, subject: 'Another question' });
    expect(await threads()).toHaveLength(4);
    const open = (await threads()).filter((t) => t.subject === valid.subject);
    for (const t of open) await ctx.database.db.updateTable('inbox_threads').set({ status: 'closed' }).where('id', '=', t.id).execute();
    await post({ ...valid, message: 'It happened again.' });
    const same = (await threads()).filter((t) => t.subject === valid.subject);
    expect(same.map((t) => t.status).sort()).toEqual(['closed', 'closed', 'unread']);
  });

  it('flattens line breaks in the subject so it cannot inject mail headers', async () => {
    await post({ ...valid, email: 'crlf@example.org', subject: 'Hi\r\nBcc: victim@example.org' });
    const thread = (await threads()).find((t) => t.from_email === 'crlf@example.org')!;
    expect(thread.subject).toBe('Hi Bcc: victim@example.org');
  });

  it('limits one address with a clear 429', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CONTACT_PER_ADDRESS_LIMIT; i++) {
      const ok = await post({ ...valid, email: `flood${i}@example.org` }, ip);
      expect(ok.statusCode).toBe(200);
    }
    const res = await post({ ...valid, email: 'flood-last@example.org' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(
      /^You have sent several messages in a short time\. Please wait .+ and try again, or email us at .+@.+\.$/,
    );
    expect((await post({ ...valid, email: 'other@example.org' })).statusCode).toBe(200);
  });

  it('takes the per-address limit from CONTACT_MESSAGES_PER_ADDRESS', async () => {
    const strict = await createTestContext({ CONTACT_MESSAGES_PER_ADDRESS: '2' });
    try {
      const send = (email: string) =>
        strict.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '192.0.2.78', payload: { ...valid, email } });
      expect((await send('strict1@example.org')).statusCode).toBe(200);
      expect((await send('strict2@example.org')).statusCode).toBe(200);
      expect((await send('strict3@example.org')).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('limits one email address per hour from one network', async () => {
    const person = { ...valid, email: 'busy@example.org', subject: 'Lots to say' };
    const ip = '192.0.2.40';
    for (let i = 0; i < CONTACT_PER_EMAIL_LIMIT; i++) expect((await post({ ...person, message: `Note ${i}` }, ip)).statusCode).toBe(200);
    const res = await post({ ...person, message: 'One too many' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(CONTACT_PER_EMAIL_MESSAGE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('tells a stranger writing as someone nothing of their messages, and cannot shut them out', async () => {
    const person = { ...valid, name: 'Ana Ruiz', email: 'ana.ruiz@example.org' };
    const home = '192.0.2.41';
    for (const message of ['Someone opened a card in my name', 'They have my phone too'])
      expect((await post({ ...person, message }, home)).statusCode).toBe(200);
    // The same address from another network, in its other case: the person's two messages do
    // not shorten the stranger's hour, which a control address without messages shows.
    const stranger = '198.51.100.41';
    const asPerson: number[] = [];
    for (let i = 0; i < CONTACT_PER_EMAIL_LIMIT + 1; i++)
      asPerson.push((await post({ ...person, email: 'Ana.Ruiz@Example.org', message: `Probe ${i}` }, stranger)).statusCode);
    const control: number[] = [];
    for (let i = 0; i < CONTACT_PER_EMAIL_LIMIT + 1; i++)
      control.push((await post({ ...person, email: 'wrote.nothing@example.org', message: `Probe ${i}` }, '198.51.100.42')).statusCode);
    expect(asPerson).toEqual(control);
    expect(asPerson).toEqual([...Array<number>(CONTACT_PER_EMAIL_LIMIT).fill(200), 429]);
    // And the person, from home, can still write.
    expect((await post({ ...person, message: 'Please call me back' }, home)).statusCode).toBe(200);
  });

  it('counts both spellings of a domain as one sender', async () => {
    const ip = '192.0.2.43';
    const statuses: number[] = [];
    for (let i = 0; i < CONTACT_PER_EMAIL_LIMIT + 1; i++) {
      const email = i % 2 === 0 ? 'jo@bücher.example' : 'jo@xn--bcher-kva.example';
      statuses.push((await post({ ...valid, email, message: `Note ${i}` }, ip)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_PER_EMAIL_LIMIT).fill(200), 429]);
  });
});

// A case message that could never land (an unknown or dead link, a resolved case) is not a
// message to the inbox: it must not spend the global guard, or a stranger with no link at all
// could silence the contact form without leaving one message for the team to see.
describe('the global contact-rate guard and case links that do not open a case', () => {
  let flood: TestContext;
  beforeAll(async () => (flood = await createTestContext({ CONTACT_FLOOD_LIMIT: '3' })));
  afterAll(async () => flood.close());

  it('does not count a case message refused for its link', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await flood.app.inject({
        method: 'POST',
        url: '/api/cases/message',
        remoteAddress: `172.22.${i}.1`,
        payload: { token: `not-a-real-case-link-${i}-xxxxxxxxxxxxxxxxxxxx`, message: 'Let me in.' },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const res = await flood.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '172.22.99.1', payload: valid });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the global contact-rate guard', () => {
  let flood: TestContext;
  beforeAll(async () => (flood = await createTestContext({ CONTACT_FLOOD_LIMIT: '10' })));
  afterAll(async () => flood.close());

  it('refuses a flood from rotating addresses and emails, and raises the dashboard flag', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await flood.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: `172.20.${i}.1`,
        payload: { ...valid, email: `rotating${i}@example.org` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error).toMatch(/unusual number of messages/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    const stored = await flood.database.db.selectFrom('inbox_threads').select('id').execute();
    expect(stored).toHaveLength(10);
    const token = await flood.signIn();
    const stats = await flood.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
    expect(stats.json().contactFlood).toMatchObject({ active: true, refused: 4, refusedThroughCaseLinks: 0 });
  });

  it('lets a message through a case link pass, since case links are counted apart (ADR 0242)', async () => {
    const [thread] = await flood.database.db.selectFrom('inbox_threads').select('id').execute();
    const caseToken = await issueCaseLink(flood.database.db, thread!.id);
    const res = await flood.app.inject({
      method: 'POST',
      url: '/api/cases/message',
      remoteAddress: '172.21.0.1',
      payload: { token: caseToken, message: 'One more, from yet another network.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const messages = await flood.database.db.selectFrom('inbox_messages').select('id').where('thread_id', '=', thread!.id).execute();
    expect(messages).toHaveLength(2);
  });
});

describe('the flood record under simultaneous refusals', () => {
  let flood: TestContext;
  beforeAll(async () => (flood = await createTestContext({ CONTACT_FLOOD_LIMIT: '2' })));
  afterAll(async () => flood.close());

  it('counts every refusal made at the same moment', async () => {
    const send = (i: number) =>
      flood.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: `172.23.${i}.1`,
        payload: { ...valid, email: `together${i}@example.org` },
      });
    for (let i = 0; i < 2; i++) expect((await send(i)).statusCode).toBe(200);
    const refused = await Promise.all(Array.from({ length: 12 }, (_, i) => send(10 + i)));
    expect(refused.map((r) => r.statusCode)).toEqual(Array(12).fill(429));
    const token = await flood.signIn();
    const stats = await flood.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
    expect(stats.json().contactFlood).toMatchObject({ active: true, refused: 12 });
  });
});
