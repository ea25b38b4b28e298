import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createLogo, uploadLogoResponseSchema } from '../../../shared/contract/profile';
import { PlanNotice } from '../../components/plan-notice';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../lib/api-request';
import { callUrl } from '../../lib/api/call-operation';
import { isAbortError, uploadFile } from '../../lib/upload-file';

const LOGO_UPLOAD_URL = callUrl(createLogo, {});
// The image types the server accepts for a logo.
const LOGO_TYPES: readonly string[] = createLogo.body.contentTypes;

type UploadState = { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'failed'; message: string };

/**
 * Optional logo: uploaded as soon as it is chosen, so the draft only ever holds a URL. Size and
 * dimension limits are the server's to enforce; its message is shown as it words it.
 */
export function LogoUpload({ value, onChange }: { value: string | null; onChange: (logoUrl: string | null) => void }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(file: File) {
    if (!LOGO_TYPES.includes(file.type)) {
      setState({ status: 'failed', message: 'Please choose a PNG, JPG, GIF or WebP image.' });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'uploading', percent: 0 });
    try {
      const body = await uploadFile(LOGO_UPLOAD_URL, createLogo.body.field, file, {
        signal: controller.signal,
        onProgress: (percent) => setState({ status: 'uploading', percent }),
      });
      const { logoUrl } = uploadLogoResponseSchema.parse(body);
      setState({ status: 'idle' });
      onChange(logoUrl);
    } catch (err) {
      if (isAbortError(err)) return;
      const message = errorMessageFromApiError(err, 'The logo could not be uploaded. Please try again.');
      setState({ status: 'failed', message });
      toast({ title: 'Logo upload failed', description: message, variant: 'destructive' });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const uploading = state.status === 'uploading';
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>Logo (optional)</Label>
      <p id={hintId} className="text-sm text-slate-600">
        PNG with a transparent background works best. Max 5MB, at least 400x400 pixels.
      </p>
      <PlanNotice feature="customLogo" />
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-[conic-gradient(#f1f5f9_25%,#fff_0_50%,#f1f5f9_0_75%,#fff_0)] bg-[length:16px_16px]">
          {value ? (
            <img src={value} alt="Your logo" className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageUp className="size-7 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={LOGO_TYPES.join(',')}
            disabled={uploading}
            aria-describedby={`${hintId} ${statusId}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 disabled:opacity-60"
          />
          {value && !uploading && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove logo
            </Button>
          )}
        </div>
      </div>
      <div id={statusId} aria-live="polite">
        {state.status === 'uploading' && (
          <div className="space-y-1">
            <p className="text-sm text-slate-700">Uploading logo... {state.percent}%</p>
            <div
              role="progressbar"
              aria-label="Logo upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-indigo-700 transition-[width]" style={{ width: `${state.percent}%` }} />
            </div>
          </div>
        )}
        {state.status === 'failed' && (
          <div className="space-y-0.5 text-sm">
            <p className="font-medium text-red-700">{state.message}</p>
            <p className="text-slate-700">You can continue without a logo.</p>
          </div>
        )}
      </div>
    </div>
  );
}
