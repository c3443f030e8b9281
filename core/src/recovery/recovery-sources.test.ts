import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CREDIT_BUREAUS } from './credit-bureaus.ts';
import { RECOVERY_SOURCES, RECOVERY_SOURCES_CHECKED } from './recovery-sources.ts';
import { OUTSIDE_US_STEPS } from './outside-us-steps.ts';
import { RECOVERY_STEPS } from './recovery-steps.ts';

// docs/recovery-plan-sources.md is where a reader (or a reviewer) checks what each step is based
// on; it must not fall behind the code.
const doc = readFileSync(fileURLToPath(new URL('../../../docs/recovery-plan-sources.md', import.meta.url)), 'utf8');

describe('docs/recovery-plan-sources.md', () => {
  it('lists every source with its address, and the date they were checked', () => {
    expect(doc).toContain(`**Checked: ${RECOVERY_SOURCES_CHECKED}.**`);
    for (const [id, source] of Object.entries(RECOVERY_SOURCES)) {
      expect(doc, id).toContain(`| ${id} | ${source.publisher}`);
      expect(doc, id).toContain(source.url);
    }
  });

  it('lists every step with the sources it follows', () => {
    for (const step of [...Object.values(RECOVERY_STEPS), ...Object.values(OUTSIDE_US_STEPS)]) {
      const row = doc.split('\n').find((line) => line.startsWith(`| ${step.id} |`));
      expect(row, step.id).toBeDefined();
      for (const src of step.sources) expect(row, `${step.id} cites ${src}`).toContain(src);
    }
  });

  it('gives the bureaus’ mail addresses and phone numbers the letters use', () => {
    for (const bureau of Object.values(CREDIT_BUREAUS)) {
      expect(doc).toContain(bureau.fraudAlertMail.join(', '));
      expect(doc).toContain(`${bureau.name} ${bureau.phone}`);
    }
  });
});
