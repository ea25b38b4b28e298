import type { FreeSignupResponse, SinglePageSignup } from '../../../../shared/contract/free-tier';
import { apiJson } from '../../../lib/api-request';

/** POST /api/free-tier/signup: the single-page form's free QR page. */
export const signUpSinglePage = (body: SinglePageSignup) => apiJson<FreeSignupResponse>('POST', '/api/public/free-tier/signup', body);
