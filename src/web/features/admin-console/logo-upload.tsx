import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LOGO_MAX_BYTES, SETTING_LOGO_KEY } from '../../../shared/domain/constants';
import { LOGO_RECOMMENDED_SIZE } from '../../../shared/domain/graphics';
import { BrandLogo } from '../../components/brand-logo';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorCodeOf } from '../../lib/api-request';
import { useSaveSetting } from './api/save-setting';

// What the owner is told about a logo upload.
const INVALID_TYPE = {
  title: 'Invalid file type',
  description: 'Please select a PNG, JPG, or other image file',
  variant: 'destructive',
} as const;
const TOO_LARGE = { title: 'File too large', description: 'Please select an image smaller than 5MB', variant: 'destructive' } as const;
const UPLOADED = { title: 'Logo uploaded successfully', description: 'Your logo will now appear in all testimonial graphics' } as const;
const FAILED = {
  title: 'Upload failed',
  description: 'There was an error uploading your logo. Please try again.',
  variant: 'destructive',
} as const;

const SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46],
];

/** True when the file's first bytes are an image's (a renamed PDF claims image/png by its name only). */
async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return SIGNATURES.some((sig) => sig.every((b, i) => head[i] === b));
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** The admin dashboard's logo upload: stored as the speakerpro_logo setting and drawn on every new graphic. */
export function LogoUpload() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const saveSetting = useSaveSetting();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function clear() {
    setFile(null);
    setPreview(null);
    setSize(null);
    if (input.current) input.current.value = '';
  }

  async function choose(chosen: File | undefined) {
    clear();
    if (!chosen) return;
    if (!chosen.type.startsWith('image/') || !(await looksLikeImage(chosen))) {
      toast(INVALID_TYPE);
      if (input.current) input.current.value = '';
      return;
    }
    if (chosen.size > LOGO_MAX_BYTES) {
      toast(TOO_LARGE);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file) return;
    setUploading(true);
    try {
      // Resolves once the logo on the page shows the new one.
      await saveSetting.mutateAsync({ key: SETTING_LOGO_KEY, value: await readBase64(file) });
      toast(UPLOADED);
      clear();
    } catch (err) {
      const code = errorCodeOf(err);
      if (code === 'FILE_TOO_LARGE') toast(TOO_LARGE);
      else if (code === 'INVALID_FILE_TYPE') toast(INVALID_TYPE);
      else toast(FAILED);
    } finally {
      setUploading(false);
    }
  }

  const [recommendedWidth, recommendedHeight] = LOGO_RECOMMENDED_SIZE.split('x').map(Number);
  return (
    <Card aria-labelledby={`${inputId}-title`} role="region">
      <CardHeader>
        <CardTitle id={`${inputId}-title`}>SpeakerPro Logo</CardTitle>
        <CardDescription>
          Shown on every new testimonial graphic. PNG with a transparent background recommended, {LOGO_RECOMMENDED_SIZE} pixels, at most
          5MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center gap-3">
          <span className="text-sm text-slate-600">Current logo:</span>
          <BrandLogo className="text-lg" />
        </div>
        <div className="space-y-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
            Logo image
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/*"
            onChange={(e) => void choose(e.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </div>
        {preview && (
          <div className="space-y-1">
            <img
              src={preview}
              alt="New logo preview"
              onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
              className="max-h-24 w-auto rounded border border-dashed border-slate-300 bg-[repeating-conic-gradient(#f1f5f9_0_25%,white_0_50%)] bg-[length:16px_16px] p-2"
            />
            {size && (
              <p className="text-xs text-slate-600">
                {size.width}x{size.height} pixels
                {size.width !== recommendedWidth || size.height !== recommendedHeight ? ` (recommended ${LOGO_RECOMMENDED_SIZE})` : ''}
              </p>
            )}
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-row flex-wrap gap-2">
        <Button onClick={() => void upload()} disabled={!file || uploading}>
          <ImageUp className="size-4" aria-hidden="true" />
          {uploading ? 'Uploading...' : 'Upload Logo'}
        </Button>
        <Link to="/testimonial-graphics" className={buttonClasses({ variant: 'outline' })}>
          Testimonial Graphics
        </Link>
      </CardFooter>
    </Card>
  );
}
