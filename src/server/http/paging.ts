import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { operationUrl, type OperationSpec } from '../../shared/contract/operation';
import { encodeCursor, PAGE_LIMIT_DEFAULT, type Page, type PageQuery } from '../../shared/contract/paging';

/*
 * Keyset pages for the polling lists (decision 060): newest change first by (updated_at, id), the
 * next page strictly after the last item's pair, so rows written while a client pages through
 * land before its first page and never shift what it has still to read.
 */

/** A change time as a cursor holds it: UTC to the microsecond, as PostgreSQL keeps it. */
export const cursorTime = (updatedAt: SQL) => sql`to_char(${updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface Keyset {
  /** The page's conditions (updatedSince, cursor), to `and` with the list's own. */
  where: SQL;
  /** Newest change first, one row more than the page holds (to know whether another follows). */
  orderAndLimit: SQL;
  limit: number;
}

/** The page `query` asks for, on the list whose change time and id are these columns. */
function keyset(updatedAt: SQL, id: SQL, query: PageQuery): Keyset {
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  const conditions: SQL[] = [];
  if (query.updatedSince !== undefined) conditions.push(sql`${updatedAt} >= ${query.updatedSince}::timestamptz`);
  if (query.cursor !== undefined)
    conditions.push(sql`(${updatedAt}, ${id}) < (${query.cursor.at}::timestamptz, ${query.cursor.id}::integer)`);
  return {
    where: conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`,
    orderAndLimit: sql`order by ${updatedAt} desc, ${id} desc limit ${limit + 1}`,
    limit,
  };
}

/** A row of a paged query: its id and its change time as `cursorTime` gives it. */
export interface PagedRow {
  id: number;
  cursor_at: string;
}

interface PageOptions {
  /** The list's operation and path parameters: the next link goes to its canonical path. */
  op: Pick<OperationSpec, 'path'>;
  params?: Record<string, string | number>;
  query: PageQuery;
  publicUrl: string;
}

/**
 * The page made of rows fetched with a keyset's `orderAndLimit`, the next page's cursor and URL in
 * the body, and the same URL in the reply's `Link` header (rel="next", RFC 8288).
 */
function pageOfRows<R extends PagedRow, T>(
  reply: FastifyReply,
  rows: R[],
  keys: Keyset,
  toItem: (row: R) => T,
  options: PageOptions,
): Page<T> {
  const shown = rows.slice(0, keys.limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > keys.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null;
  const next =
    nextCursor === null
      ? null
      : `${options.publicUrl}${operationUrl(options.op, options.params, {
          // A list's own filters (a lead list's status) go on to the next page with the paging ones.
          ...(options.query as Omit<PageQuery, 'cursor'>),
          limit: options.query.limit,
          updatedSince: options.query.updatedSince,
          cursor: nextCursor,
        })}`;
  if (next) reply.header('link', `<${next}>; rel="next"`);
  return { items: shown.map(toItem), nextCursor, next };
}

/** The change-time and id columns a list's keyset pages walk. */
export interface KeyColumns {
  updatedAt: SQL;
  id: SQL;
}

/** The page `query` asks for: the list's rows fetched for its keyset, then answered as `pageOfRows` does. */
export async function servePage<R extends PagedRow, T>(
  reply: FastifyReply,
  query: PageQuery,
  columns: KeyColumns,
  fetch: (keys: Keyset) => Promise<{ rows: R[]; toItem: (row: R) => T }>,
  options: Omit<PageOptions, 'query'>,
): Promise<Page<T>> {
  const keys = keyset(columns.updatedAt, columns.id, query);
  const { rows, toItem } = await fetch(keys);
  return pageOfRows(reply, rows, keys, toItem, { ...options, query });
}
