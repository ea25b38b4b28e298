import { useQuery } from '@tanstack/react-query';
import { getMailSender } from '../../../../shared/contract/waitlist';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The address our messages come from. */
export const useMailSender = () =>
  useQuery({
    queryKey: [callUrl(getMailSender, {})] as const,
    queryFn: ({ signal }) => callOperation(getMailSender, {}, { signal }),
    staleTime: Infinity,
  });
