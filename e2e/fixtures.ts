import { randomBytes } from 'node:crypto';

export const E2E_ADMIN = { email: 'owner@e2e.speakerpro.test', password: 'e2e-owner-password' };

export function newSpeaker() {
  const id = randomBytes(4).toString('hex');
  return { firstName: 'Nadia', lastName: 'Brooks', email: `nadia.${id}@example.com`, password: 'stage-ready-2026' };
}
