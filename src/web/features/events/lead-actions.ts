import { useMutation } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api-request';
import { filenameFromContentDisposition } from './content-disposition';
import { speakerApi } from './speaker-api';

/** Hands a blob to the browser as a file download. */
function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is ample for a CSV.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** POSTs to a CSV endpoint and saves the answer under the name the server offers. */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const res = await apiRequest('POST', url);
  const blob = await res.blob();
  saveBlob(blob, filenameFromContentDisposition(res.headers.get('Content-Disposition')) ?? fallbackName);
}

/** 'Download Hot Leads': the 4-5 star attendees of one event as CSV (the server also e-mails it). */
export function useDownloadHotLeads() {
  return useMutation({
    mutationFn: (eventId: number) => downloadCsv(speakerApi.downloadHotLeads(eventId), `hot-leads-event-${eventId}.csv`),
    onSuccess: () => toast({ title: 'Hot Leads Downloaded!', description: 'CSV downloaded and emailed to you.' }),
    onError: () => toast({ title: 'Download Failed', description: 'Could not download hot leads', variant: 'destructive' }),
  });
}

/** 'Download All Leads': every respondent of one event as CSV. */
export function useDownloadAllLeads() {
  return useMutation({
    mutationFn: (eventId: number) => downloadCsv(speakerApi.downloadAllLeads(eventId), `all-leads-event-${eventId}.csv`),
    onSuccess: () => toast({ title: 'All Leads Downloaded!', description: 'CSV downloaded and emailed to you.' }),
    onError: () => toast({ title: 'Download Failed', description: 'Could not download leads', variant: 'destructive' }),
  });
}

/** 'Export': the all-leads CSV as text on the clipboard, to paste into a spreadsheet or CRM. */
export function useCopyAllLeads() {
  return useMutation({
    mutationFn: async (eventId: number) => {
      const res = await apiRequest('POST', speakerApi.downloadAllLeads(eventId));
      await navigator.clipboard.writeText(await res.text());
    },
    onSuccess: () => toast({ title: 'Contacts Copied!', description: 'All contacts are on your clipboard as CSV.' }),
    onError: () =>
      toast({ title: 'Copy Failed', description: 'Failed to copy contacts to clipboard.', variant: 'destructive' }),
  });
}
