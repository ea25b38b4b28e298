import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, planAwareMessage } from '../../../lib/api-request';
import { filenameFromContentDisposition } from '../content-disposition';
import { contactsCopiedToast, leadDownloadToast, notContactableCount } from '../lead-download-text';
import { exportHotLeads, exportLeads } from '../../../../shared/contract/talks';
import { callUrl } from '../../../lib/api/call-operation';
import { saveBlob } from '../../../lib/save-blob';

/** The talk's hot leads and all its leads: CSV answers, not JSON, so read through apiRequest for their headers. */
// The downloads ask for the e-mailed copy (?email=1); the clipboard copy keeps nothing to lose, so it does not.
const hotLeadsUrl = (eventId: number) => callUrl(exportHotLeads, { params: { id: eventId }, query: { email: '1' } });
const allLeadsUrl = (eventId: number, emailCopy: boolean) =>
  callUrl(exportLeads, { params: { id: eventId }, query: emailCopy ? { email: '1' } : {} });

/**
 * Downloads a CSV file, saves the answer under the name the server offers, and reports what the
 * server did with the e-mailed copy and how many attendees the file leaves out.
 */
async function downloadCsv(url: string, fallbackName: string) {
  const res = await apiRequest(exportLeads.method, url);
  const blob = await res.blob();
  saveBlob(blob, filenameFromContentDisposition(res.headers.get('Content-Disposition')) ?? fallbackName);
  return { emailed: res.headers.get('X-Emailed'), notContactable: notContactableCount(res.headers.get('X-Not-Contactable')) };
}

/** 'Download Hot Leads': the 4-5 star attendees who may be contacted, as CSV (the server also e-mails it). */
export function useDownloadHotLeads() {
  return useMutation({
    mutationFn: (eventId: number) => downloadCsv(hotLeadsUrl(eventId), `hot-leads-event-${eventId}.csv`),
    onSuccess: (r) => toast(leadDownloadToast('hot-leads', r.emailed, r.notContactable)),
    onError: (err) =>
      toast({ title: 'Download Failed', description: planAwareMessage(err, 'Could not download hot leads'), variant: 'destructive' }),
  });
}

/** 'Download All Leads': every respondent who may be contacted, as CSV (the server also e-mails it). */
export function useDownloadAllLeads() {
  return useMutation({
    mutationFn: (eventId: number) => downloadCsv(allLeadsUrl(eventId, true), `all-leads-event-${eventId}.csv`),
    onSuccess: (r) => toast(leadDownloadToast('all-leads', r.emailed, r.notContactable)),
    onError: () => toast({ title: 'Download Failed', description: 'Could not download leads', variant: 'destructive' }),
  });
}

/** 'Export': the all-leads CSV as text on the clipboard, to paste into a spreadsheet or CRM. */
export function useCopyAllLeads() {
  return useMutation({
    mutationFn: async (eventId: number) => {
      const res = await apiRequest(exportLeads.method, allLeadsUrl(eventId, false));
      await navigator.clipboard.writeText(await res.text());
      return notContactableCount(res.headers.get('X-Not-Contactable'));
    },
    onSuccess: (notContactable) => toast(contactsCopiedToast(notContactable)),
    onError: () => toast({ title: 'Copy Failed', description: 'Failed to copy contacts to clipboard.', variant: 'destructive' }),
  });
}
