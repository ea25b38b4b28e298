import { z } from 'zod';

/*
 * The lists an integration polls (talks, answers, hot and booking leads, testimonials, graphics)
 * page the same way (decision 060): newest change first, by (updatedAt, id), a page of `limit`
 * items after an opaque `cursor`, and only what changed at or after `updatedSince`.
 */

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

/** The keyset position a cursor stands for: the last item's change time (to the microsecond) and id. */
export interface PageCursor {
  at: string;
  id: number;
}

const CURSOR_TEXT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/;
const CURSOR_PROBLEM = 'must be the nextCursor of an earlier page of this list';

// A cursor's text is ASCII, so btoa/atob (in browsers and Node alike) need no encoding step.
function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The opaque cursor of a position: base64url of `{at}|{id}`. */
export const encodeCursor = (cursor: PageCursor) => toBase64Url(`${cursor.at}|${cursor.id}`);

/** The position a cursor stands for, or null when it is not one this API made. */
export function decodeCursor(text: string): PageCursor | null {
  const match = CURSOR_TEXT.exec(fromBase64Url(text) ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  if (Number.isNaN(new Date(match[1]!).getTime()) || id > 2_147_483_647) return null;
  return { at: match[1]!, id };
}

/** `limit`, `cursor` and `updatedSince`: any of them asks for a page. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PAGE_LIMIT_MAX, `must be at most ${PAGE_LIMIT_MAX}`)
    .optional(),
  cursor: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const cursor = decodeCursor(value);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: CURSOR_PROBLEM });
        return z.NEVER;
      }
      return cursor;
    }),
  updatedSince: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 date-time with a time zone, e.g. 2026-11-28T09:00:00Z' })
    .optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** Whether a call to a list that also answers unpaged (talks, answers, booking leads) asked for a page. */
export const asksForPage = (query: Partial<Record<keyof PageQuery, unknown>>) =>
  query.limit !== undefined || query.cursor !== undefined || query.updatedSince !== undefined;

/**
 * One page: the items, newest change first, and how to get the next one (also in the `Link`
 * header as rel="next"); both null on the last page.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass as `cursor` (with the same `limit` and `updatedSince`) for the next page. */
    nextCursor: z.string().nullable(),
    /** The next page's full URL, for tools that follow a link. */
    next: z.string().nullable(),
  });

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  next: string | null;
}

/** A list's whole answer without paging parameters, or its items when it was asked for a page. */
export const wholeList = <T>(answer: T[] | Page<T>): T[] => (Array.isArray(answer) ? answer : answer.items);
