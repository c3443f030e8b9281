// The problem a read stops at, for tests of the reader's refusals.

import { ReadProblemError, type ReadProblem } from '../src/records/read-problems.ts';

/** The ReadProblem `run` throws; fails the test when it throws none (or throws anything else). */
export function readProblemOf(run: () => unknown): ReadProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ReadProblemError) return error.problem;
    throw error;
  }
  throw new Error('expected a problem');
}
