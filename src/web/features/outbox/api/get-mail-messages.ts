import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailDetail, MailList } from '../../../../shared/contract/outbox';
import { apiJson } from '../../../lib/api-request';

const BASE = '/api/admin/mail-messages';

/** The outbox's filters: a page, a delivery state ('' for all) and a search in address and subject. */
export interface MailFilter {
  page: number;
  status: string;
  search: string;
}

function filterQuery({ page, status, search }: MailFilter): string {
  return new URLSearchParams({
    page: String(page),
    ...(status ? { status } : {}),
    ...(search.trim() ? { q: search.trim() } : {}),
  }).toString();
}

/** The key every outbox query sits under: the list's pages and each message. */
const mailMessagesKey = [BASE] as const;

/** GET /api/admin/mail-messages: one page of every message the product wrote. */
export const getMailMessages = (filter: MailFilter, signal?: AbortSignal) =>
  apiJson<MailList>('GET', `${BASE}?${filterQuery(filter)}`, undefined, { signal });

export function useMailMessages(filter: MailFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...mailMessagesKey, filter] as const,
      queryFn: ({ signal }) => getMailMessages(filter, signal),
      // New mail is written while the owner watches; its delivery state changes within seconds.
      refetchInterval: 10_000,
    }),
  );
}

/** GET /api/admin/mail-messages/{id}: one message with its text and delivery history. */
export const getMailMessage = (id: number, signal?: AbortSignal) => apiJson<MailDetail>('GET', `${BASE}/${id}`, undefined, { signal });

export function useMailMessage(id: number) {
  return useQuery(queryOptions({ queryKey: [...mailMessagesKey, id] as const, queryFn: ({ signal }) => getMailMessage(id, signal) }));
}
