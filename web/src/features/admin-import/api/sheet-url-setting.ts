import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

const getSchema = z.object({ ok: z.literal(true), url: z.string().nullable() });
const saveSchema = z.object({ ok: z.literal(true), url: z.string() });

export const sheetUrlQueryKey = ['admin', 'settings', 'sheet-url'] as const;

/** GET /api/admin/settings/sheet-url */
export async function getSheetUrl(signal?: AbortSignal): Promise<string | null> {
  return getSchema.parse(await apiGet('/api/admin/settings/sheet-url', { signal })).url;
}

/** POST /api/admin/settings/sheet-url {url} */
export async function saveSheetUrl(url: string): Promise<string> {
  return saveSchema.parse(await apiPost('/api/admin/settings/sheet-url', { url })).url;
}

/** DELETE /api/admin/settings/sheet-url */
export async function deleteSheetUrl(): Promise<void> {
  await apiRequest('/api/admin/settings/sheet-url', { method: 'DELETE' });
}

export function useSheetUrl() {
  return useQuery({ queryKey: sheetUrlQueryKey, queryFn: ({ signal }) => getSheetUrl(signal) });
}

export function useSaveSheetUrl() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSheetUrl, onSuccess: (url) => client.setQueryData(sheetUrlQueryKey, url) });
}

export function useDeleteSheetUrl() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSheetUrl, onSuccess: () => client.setQueryData(sheetUrlQueryKey, null) });
}
