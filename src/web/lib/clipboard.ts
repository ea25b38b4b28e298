import { toast } from '../components/ui/use-toast';

export interface ToastText {
  title: string;
  description: string;
}

/** Copies `text` and says so with the given toasts; resolves to whether it worked. */
export async function copyWithToast(text: string, success: ToastText, failure: ToastText): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast(success);
    return true;
  } catch {
    toast({ ...failure, variant: 'destructive' });
    return false;
  }
}

/** Opens an external page in a new tab without giving it access to this one. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
