import { useQuery } from '@tanstack/react-query';
import type { MailSender } from '../../../../shared/contract/waitlist';
import { apiJson } from '../../../lib/api-request';

const MAIL_SENDER_URL = '/api/public/mail-sender';

/** GET /api/public/mail-sender: the address our messages come from. */
export const useMailSender = () =>
  useQuery({
    queryKey: [MAIL_SENDER_URL] as const,
    queryFn: ({ signal }) => apiJson<MailSender>('GET', MAIL_SENDER_URL, undefined, { signal }),
    staleTime: Infinity,
  });
