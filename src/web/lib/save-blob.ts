/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string) {
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

/** Saves a file the server answered with, under the name its Content-Disposition gives (else `fallbackName`). */
export async function saveResponseFile(res: Response, fallbackName: string) {
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await res.blob(), filename);
}
