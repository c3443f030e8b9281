import { describe, expect, it } from 'vitest';
import { createEvidenceDecodes, EvidenceDecodesBusy } from './evidence-decodes.ts';

/** A decode that runs until the test lets it finish (or fail). */
function heldDecode(log: string[], name: string) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = reject;
  });
  return {
    decode: () => {
      log.push(`start ${name}`);
      return done;
    },
    finish,
    fail,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('evidence decodes', () => {
  it('runs the given number at once, in arrival order, and refuses one past the queue at once', async () => {
    const log: string[] = [];
    const decodes = createEvidenceDecodes({ running: 1, waiting: 2 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldDecode(log, name));
    const results = [a!, b!, c!].map((h) => decodes.run(h.decode));
    await expect(decodes.run(d!.decode)).rejects.toBeInstanceOf(EvidenceDecodesBusy);
    await settle();
    expect(log).toEqual(['start a']);
    a!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    // A decode that fails frees its slot too.
    b!.fail(new Error('unreadable'));
    await expect(results[1]).rejects.toThrow('unreadable');
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    c!.finish();
    expect(await Promise.all([results[0], results[2]])).toEqual(['a', 'c']);
    // Drained: a new one is taken again.
    const e = heldDecode(log, 'e');
    const last = decodes.run(e.decode);
    await settle();
    e.finish();
    expect(await last).toBe('e');
  });

  it('lets two run side by side when given two', async () => {
    const log: string[] = [];
    const decodes = createEvidenceDecodes({ running: 2, waiting: 0 });
    const [a, b] = ['a', 'b'].map((name) => heldDecode(log, name));
    const results = [decodes.run(a!.decode), decodes.run(b!.decode)];
    await expect(decodes.run(() => Promise.resolve('c'))).rejects.toBeInstanceOf(EvidenceDecodesBusy);
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    a!.finish();
    b!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b']);
  });
});
