import { useState } from 'react';
import { saveResponseFile } from './save-blob';

/** A button's download of a file the server makes: whether it is under way, and the action (onError when it fails). */
export function useFileDownload(fetchFile: () => Promise<Response>, fallbackName: string, onError: () => void) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await saveResponseFile(await fetchFile(), fallbackName);
    } catch {
      onError();
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
