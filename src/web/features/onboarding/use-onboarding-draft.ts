import { useCallback, useState } from 'react';
import { clearDraft, readDraft, writeDraft, type OnboardingDraft } from './onboarding-draft';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Accessing sessionStorage throws when storage is blocked.
    return undefined;
  }
}

/** The onboarding draft of this tab, read once per page and written through on every change. */
export function useOnboardingDraft() {
  const [draft, setDraft] = useState<OnboardingDraft>(() => readDraft(sessionStore()));

  const saveDraft = useCallback((patch: Partial<OnboardingDraft>) => {
    // Merge with what is stored, not with this page's copy, so two quick saves never undo each other.
    const next = { ...readDraft(sessionStore()), ...patch };
    writeDraft(sessionStore(), next);
    setDraft(next);
  }, []);

  // Leaves this page's copy alone: the review page keeps showing its summary while it redirects.
  const clearStoredDraft = useCallback(() => clearDraft(sessionStore()), []);

  return { draft, saveDraft, clearStoredDraft };
}
