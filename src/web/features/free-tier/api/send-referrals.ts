import type { SendReferrals, SendReferralsResponse } from '../../../../shared/contract/free-tier';
import { apiJson } from '../../../lib/api-request';

/** POST /api/free-tier/send-referrals: invitations to the speaker's friends. */
export const sendReferrals = (body: SendReferrals) => apiJson<SendReferralsResponse>('POST', '/api/public/free-tier/send-referrals', body);
