/** E-mail addresses are compared case-insensitively and without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A name for an address that came without one: the part before the @ (what a qualified lead is filed under). */
export function nameFromEmail(email: string): string {
  return email.split('@')[0] ?? email;
}
