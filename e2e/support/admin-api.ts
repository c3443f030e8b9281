import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

// The admin API as the tests' setup uses it: sign in, import rows the page under test needs.

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, session: 'bearer' } });
  expect(res.ok()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  return token;
}

export async function importRows(request: APIRequestContext, rows: Record<string, string>[], sourceName: string) {
  const token = await adminToken(request);
  const res = await request.post('/api/admin/import', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      rows,
      kind: 'paste',
      source: { name: sourceName, credibility: 'high', dateFound: '2025-03-14', url: 'https://leaks.example/dump' },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { imported: number; duplicates: number };
}
