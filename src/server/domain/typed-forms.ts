import { sql } from 'drizzle-orm';

/**
 * Over rows of typed forms (form, n) grouped case-insensitively: the form typed most often, a tie
 * to the first in code-unit order; mostTypedForm in src/shared/domain/company.ts, in SQL.
 */
export const MOST_TYPED_FORM = sql.raw(`(array_agg(form order by n desc, form collate "C"))[1]`);
