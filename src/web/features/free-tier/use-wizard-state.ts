import { useState } from 'react';
import { browserSessionStorage } from '../../lib/browser-storage';
import { loadWizardState, saveWizardState, type WizardState } from './wizard-state';

/**
 * The wizard's progress for a step page: read from sessionStorage once, and `commit` writes a
 * change through to storage at once (so navigating straight after keeps it).
 */
export function useWizardState(): [WizardState, (patch: Partial<WizardState>) => WizardState] {
  const [state, setState] = useState(() => loadWizardState(browserSessionStorage()));
  const commit = (patch: Partial<WizardState>) => {
    const next = { ...state, ...patch };
    saveWizardState(browserSessionStorage(), next);
    setState(next);
    return next;
  };
  return [state, commit];
}
