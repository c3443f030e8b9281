import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export const paymentsConfigSchema = z.object({
  mode: z.enum(['paypal', 'test']),
  clientId: z.string().nullable(),
  currency: z.string(),
  testDeclineAmount: z.number().nullable(),
});

export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export async function getPaymentsConfig(): Promise<PaymentsConfig> {
  return paymentsConfigSchema.parse(await apiGet<unknown>('/api/payments/config', { timeoutMs: 15_000 }));
}

/** Which checkout to render: PayPal (with its public client id) or the labelled test mode. */
export function usePaymentsConfig() {
  return useQuery({ queryKey: ['payments', 'config'], queryFn: getPaymentsConfig, staleTime: 5 * 60_000 });
}
