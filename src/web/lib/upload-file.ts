import { ApiError } from './api-request';

/**
 * Sends one file as multipart form data (POST unless the address replaces a file in place, PUT)
 * and reports upload progress, which fetch cannot do.
 * Errors match apiRequest's: an ApiError for HTTP failures and a TypeError when the request never
 * got an answer.
 */
export function uploadFile(
  url: string,
  fieldName: string,
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal; method?: 'POST' | 'PUT' } = {},
): Promise<unknown> {
  const { onProgress, signal, method = 'POST' } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(ApiError.fromBody(xhr.status, body));
        return;
      }
      try {
        resolve(JSON.parse(body));
      } catch {
        reject(ApiError.fromBody(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(fieldName, file);
    xhr.send(form);
  });
}

export function isAbortError(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}
