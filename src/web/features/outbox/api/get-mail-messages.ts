import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMailMessage as getMailMessageOperation, listMailMessages, type MAIL_STATUSES } from '../../../../shared/contract/outbox';
import { callOperation } from '../../../lib/api/call-operation';

/** The outbox's filters: a page, a delivery state ('' for all) and a search in address and subject. */
export interface MailFilter {
  page: number;
  status: string;
  search: string;
}

const filterQuery = ({ page, status, search }: MailFilter) => ({
  page,
  // The page's select offers only the known states; the server names the field if one is not.
  ...(status ? { status: status as (typeof MAIL_STATUSES)[number] } : {}),
  ...(search.trim() ? { q: search.trim() } : {}),
});

/** The key every outbox query sits under: the list's pages and each message. */
const mailMessagesKey = [listMailMessages.path] as const;

/** One page of every message the product wrote. */
export const getMailMessages = (filter: MailFilter, signal?: AbortSignal) =>
  callOperation(listMailMessages, { query: filterQuery(filter) }, { signal });

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

/** One message with its text and delivery history. */
export const getMailMessage = (id: number, signal?: AbortSignal) => callOperation(getMailMessageOperation, { params: { id } }, { signal });

export function useMailMessage(id: number) {
  return useQuery(queryOptions({ queryKey: [...mailMessagesKey, id] as const, queryFn: ({ signal }) => getMailMessage(id, signal) }));
}
