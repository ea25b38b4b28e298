import { useMutation } from '@tanstack/react-query';
import type { CreateInquiry, CreateInquiryResponse } from '../../../../shared/contract/inquiries';
import { apiJson } from '../../../lib/api-request';

/** POST /api/event-inquiries: someone asks to hire a speaker. */
export const createInquiry = (body: CreateInquiry) => apiJson<CreateInquiryResponse>('POST', '/api/public/event-inquiries', body);

export const useCreateInquiry = () => useMutation({ mutationFn: createInquiry });
