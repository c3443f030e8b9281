import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet } from '../../../lib/api-client';

export const orderStatusSchema = z.object({ status: z.string(), testMode: z.boolean() });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

// Same shape the server accepts; anything else cannot be one of our orders.
const ORDER_ID = /^[A-Za-z0-9-]{5,64}$/;

export function isOrderId(value: string | null): value is string {
  return value !== null && ORDER_ID.test(value);
}

export async function getOrderStatus(orderID: string): Promise<OrderStatus> {
  return orderStatusSchema.parse(await apiGet<unknown>(`/api/payments/orders/${encodeURIComponent(orderID)}`, { timeoutMs: 15_000 }));
}

/** Asks the server whether the order was really captured, rather than trusting the URL. */
export function useOrderStatus(orderID: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['payments', 'order', orderID],
    queryFn: () => getOrderStatus(orderID!),
    enabled: enabled && isOrderId(orderID),
    // An unknown order (404) will not appear on retry; a network blip might clear.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
