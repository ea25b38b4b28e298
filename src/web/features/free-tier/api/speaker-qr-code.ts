import { getSpeakerPageQrCode } from '../../../../shared/contract/free-tier';
import { callUrl } from '../../../lib/api/call-operation';

/** The QR code image of a free page, by its slug (shown and downloaded on the success page). */
export const speakerQrPath = (slug: string) => callUrl(getSpeakerPageQrCode, { params: { slug } });
