import { createFreePageWizardSignup, type WizardSignup } from '../../../../shared/contract/free-tier';
import { callOperation } from '../../../lib/api/call-operation';

/** The wizard's free QR page. */
export const signUpFromWizard = (body: WizardSignup) => callOperation(createFreePageWizardSignup, { body });
