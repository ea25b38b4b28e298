/*
 * How an e-mail greets a person, in one place: the English words live here alone, and the name is
 * a parameter, so a translated message catalogue can take the greeting over as it is.
 */

/** "Hi Marcus," for a first name, "Hi there," when none is known (never an address instead). */
export function greeting(firstName: string | null): string {
  return firstName ? `Hi ${firstName},` : 'Hi there,';
}

/**
 * A name as the person typed it, spaces tidied, or '' when it is no name: blank, or with an @ (an
 * address typed into a name field). Letters and capitals are kept, and a name that happens to be
 * the address's local part (Marcus, marcus@…) is still the name typed.
 */
export function typedName(name: string | null | undefined): string {
  const tidy = (name ?? '').trim().replace(/\s+/g, ' ');
  return tidy.includes('@') ? '' : tidy;
}
