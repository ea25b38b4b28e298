import { createFreePageSignup, type SinglePageSignup } from '../../../../shared/contract/free-tier';
import { callOperation } from '../../../lib/api/call-operation';

/** The single-page form's free QR page. */
export const signUpSinglePage = (body: SinglePageSignup) => callOperation(createFreePageSignup, { body });
