import { useMutation } from '@tanstack/react-query';
import type { CreateInquiry, CreateInquiryResponse } from '../../../shared/contract/inquiries';
import { apiRequest } from '../../lib/api-request';

export const EVENT_INQUIRIES_URL = '/api/event-inquiries';
/** The owner's list of inquiries. */
export const ADMIN_INQUIRIES_URL = '/api/admin/event-inquiries';

export async function createInquiry(body: CreateInquiry): Promise<CreateInquiryResponse> {
  const res = await apiRequest('POST', EVENT_INQUIRIES_URL, body);
  return (await res.json()) as CreateInquiryResponse;
}

export function useCreateInquiry() {
  return useMutation({ mutationFn: createInquiry });
}
