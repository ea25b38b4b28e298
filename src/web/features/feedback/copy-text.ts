import { toast } from '../../components/ui/use-toast';

/** Copies to the clipboard and says so in a toast; `what` names what was copied. */
export async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied to clipboard!', description: `${what} copied.` });
  } catch {
    toast({ title: 'Copy failed', description: 'Please manually copy the text', variant: 'destructive' });
  }
}
