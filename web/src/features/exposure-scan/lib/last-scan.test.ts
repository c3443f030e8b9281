// @vitest-environment node
import { expect, it } from 'vitest';
import { readLastScan, rememberScan } from './last-scan';

// Pages are rendered on the server too, where a module's memory is every visitor's.
it('remembers nothing where there is no browser', () => {
  rememberScan({ email: 'maria.delgado@northwind-health.example', scrollY: 400 });
  expect(readLastScan()).toMatchObject({ email: '', scrollY: 0, result: null });
});
