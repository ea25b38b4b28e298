import { useOutletContext } from 'react-router';
import type { AuthUser } from '../../shared/contract/auth';
import type { SpeakerProfile } from '../../shared/contract/profile';

/** What the speaker layout hands to the page under it; `profile` is there behind the onboarded gate only. */
export interface SpeakerOutletContext {
  user: AuthUser;
  profile: SpeakerProfile | null;
}

/** The signed-in user, for a page mounted behind a speaker gate. */
export function useSpeaker(): AuthUser {
  return useOutletContext<SpeakerOutletContext>().user;
}

/** The signed-in speaker's finished profile, for a page mounted behind the onboarded gate. */
export function useOnboardedSpeaker(): SpeakerProfile {
  const { profile } = useOutletContext<SpeakerOutletContext>();
  if (!profile) throw new Error('useOnboardedSpeaker() is for pages behind the onboarded speaker gate');
  return profile;
}
