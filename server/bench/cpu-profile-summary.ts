// `npm run bench:profile -- FILE.cpuprofile [--top N] [--callers NAME]`: where a V8 CPU profile's
// time went, as text. `npm run bench -- --cpu-prof DIR` writes one profile per server thread
// under the search's HTTP load; this prints the functions with the most time of their own and
// with the most time including what they called, and with --callers, the call paths that led to
// one function (for example `writev`: the HTTP response or the query to PostgreSQL?).

import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string' }, callers: { type: 'string' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: npm run bench:profile -- FILE.cpuprofile [--top N] [--callers NAME]');
const top = Number(values.top ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** A function as "name file:line", the file shortened to its last two path parts. */
function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
}

/** The node a sample was taken in, then its callers, innermost first. */
function* stack(id: number): Generator<ProfileNode> {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) yield byId.get(at)!;
}

const ownMs = new Map<string, number>();
const inclusiveMs = new Map<string, number>();
const callerPaths = new Map<string, number>();
let totalMs = 0;
profile.samples.forEach((sample, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  totalMs += ms;
  const frames = [...stack(sample)];
  const own = label(frames[0]!);
  ownMs.set(own, (ownMs.get(own) ?? 0) + ms);
  // A recursive function counts once per sample.
  for (const name of new Set(frames.map(label))) inclusiveMs.set(name, (inclusiveMs.get(name) ?? 0) + ms);
  if (values.callers && frames[0]!.callFrame.functionName === values.callers) {
    const path = frames.slice(1, 9).map(label).join(' < ');
    callerPaths.set(path, (callerPaths.get(path) ?? 0) + ms);
  }
});

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(1).padStart(9)} ms ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${name}`);
  }
};

console.log(`${file}: ${totalMs.toFixed(0)} ms sampled, ${profile.samples.length} samples`);
print('time of their own', ownMs);
print('time including what they called', inclusiveMs);
if (values.callers) print(`paths that called ${values.callers}`, callerPaths);
