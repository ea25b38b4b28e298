import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { exportBookingLeads } from '../../../../shared/contract/booking-leads';
import { apiRequest } from '../../../lib/api-request';
import { callUrl } from '../../../lib/api/call-operation';
import { filenameFromContentDisposition } from '../content-disposition';
import { notContactableCount } from '../lead-download-text';
import { saveBlob } from '../../../lib/save-blob';

/** The toast after the download: the file holds the people one may contact; the others are counted. */
export function bookingLeadsDownloadToast(notListed: number) {
  const left =
    notListed === 0
      ? ''
      : ` ${notListed === 1 ? '1 more booking lead is' : `${notListed} more booking leads are`} not in it: they name nobody you may contact.`;
  return { title: 'Booking Leads Downloaded!', description: `CSV downloaded.${left}` };
}

/**
 * Downloads the booking leads file and saves it under the name the server offers; resolves with how
 * many leads it leaves out. A CSV answer, read through apiRequest for those two headers.
 */
export async function downloadBookingLeadsCsv(): Promise<number> {
  const res = await apiRequest(exportBookingLeads.method, callUrl(exportBookingLeads, {}));
  saveBlob(await res.blob(), filenameFromContentDisposition(res.headers.get('Content-Disposition')) ?? 'booking-leads.csv');
  return notContactableCount(res.headers.get('X-Not-Contactable'));
}

/** 'Download CSV' on the booking leads page (a download only: nothing is e-mailed). */
export function useDownloadBookingLeads() {
  return useMutation({
    mutationFn: downloadBookingLeadsCsv,
    onSuccess: (notListed) => toast(bookingLeadsDownloadToast(notListed)),
    onError: () => toast({ title: 'Download Failed', description: 'Could not download booking leads.', variant: 'destructive' }),
  });
}
