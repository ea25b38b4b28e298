import type { FreeSignupResponse, WizardSignup } from '../../../../shared/contract/free-tier';
import { apiJson } from '../../../lib/api-request';

/** POST /api/free-tier-signup: the wizard's free QR page. */
export const signUpFromWizard = (body: WizardSignup) => apiJson<FreeSignupResponse>('POST', '/api/public/free-tier/wizard-signup', body);
