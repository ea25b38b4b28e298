import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A column (or expression) holding the normalised `email`, whatever case and spaces it was stored with. */
export const sameAddress = (column: AnyColumn | SQL, email: string) => sql`lower(trim(${column})) = ${email}`;
