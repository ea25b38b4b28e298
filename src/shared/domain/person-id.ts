import { normalizeEmail } from './email';

/*
 * A person is their normalised e-mail address (decision 049). Their id is that address in
 * base64url: stable, the same wherever a screen names the address, and needing no table to keep in
 * step with the lists it comes from. Both sides compute it, so every list can link to the person.
 */

const PERSON_ID = /^[A-Za-z0-9_-]+$/;

export function personIdOf(email: string): string {
  const bytes = new TextEncoder().encode(normalizeEmail(email));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The address an id stands for, or null when the id is no person's (not base64url, or no address in it). */
export function emailOfPersonId(id: string): string | null {
  if (!PERSON_ID.test(id)) return null;
  let binary: string;
  try {
    binary = atob(id.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  let email: string;
  try {
    email = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  // Only the id of a normalised address is an id: one person, one id.
  return email.includes('@') && personIdOf(email) === id ? email : null;
}
