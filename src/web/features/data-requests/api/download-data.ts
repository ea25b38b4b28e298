import { apiRequest } from '../../../lib/api-request';
import { dataRequestUrl } from './get-data-request';

/** GET /api/privacy/data-request/{token}/export: the ZIP, as a Response the page reads as it arrives. */
export const downloadData = (token: string) => apiRequest('GET', `${dataRequestUrl(token)}/export`);
