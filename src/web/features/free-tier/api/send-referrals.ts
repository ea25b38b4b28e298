import { sendReferrals as sendReferralsOperation, type SendReferrals } from '../../../../shared/contract/free-tier';
import { callOperation } from '../../../lib/api/call-operation';

/** Invitations to the speaker's friends. */
export const sendReferrals = (body: SendReferrals) => callOperation(sendReferralsOperation, { body });
