import { downloadPersonData } from '../../../../shared/contract/data-requests';
import { callUrl } from '../../../lib/api/call-operation';
import { apiRequest } from '../../../lib/api-request';

/** The ZIP, as a Response the page reads as it arrives (not a Blob held whole first). */
export const downloadData = (token: string) => apiRequest(downloadPersonData.method, callUrl(downloadPersonData, { params: { token } }));
