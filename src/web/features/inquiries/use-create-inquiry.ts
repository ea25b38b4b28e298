import { useMutation } from '@tanstack/react-query';
import type { CreateInquiry } from '../../../shared/contract/inquiries';
import { apiRequest } from '../../lib/api-request';

export const EVENT_INQUIRIES_URL = '/api/event-inquiries';

export async function createInquiry(body: CreateInquiry): Promise<{ id: number; message: string }> {
  const res = await apiRequest('POST', EVENT_INQUIRIES_URL, body);
  return (await res.json()) as { id: number; message: string };
}

export function useCreateInquiry() {
  return useMutation({ mutationFn: createInquiry });
}
