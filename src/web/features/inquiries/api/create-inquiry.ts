import { useMutation } from '@tanstack/react-query';
import { createInquiryOperation, type CreateInquiry } from '../../../../shared/contract/inquiries';
import { callOperation } from '../../../lib/api/call-operation';

/** Someone asks to hire a speaker. */
export const createInquiry = (body: CreateInquiry) => callOperation(createInquiryOperation, { body });

export const useCreateInquiry = () => useMutation({ mutationFn: createInquiry });
