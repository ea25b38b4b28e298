import { toast } from '../../components/ui/use-toast';

/** Copies the post text and says so in a toast. */
export async function copyWithToast(text: string, success: { title: string; description: string }): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast(success);
    return true;
  } catch {
    toast({ title: 'Copy failed', description: 'Please manually copy the text', variant: 'destructive' });
    return false;
  }
}

export const POST_TEXT_COPIED = { title: 'Copied to clipboard!', description: 'LinkedIn post text ready to paste' };
export const LINK_COPIED = { title: 'Copied to clipboard!', description: 'Share link ready to paste' };
