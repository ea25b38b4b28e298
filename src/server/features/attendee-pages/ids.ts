import { ID_MAX } from '../../../shared/contract/common';

/** A positive whole number that fits an id, from a path or a query, or null (then the page says what it could not find). */
export function idFrom(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= ID_MAX ? id : null;
}
