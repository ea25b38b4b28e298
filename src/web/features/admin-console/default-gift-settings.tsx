import { Gift } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  DEFAULT_GIFT_FILE_FIELD,
  uploadDefaultGiftFile,
  type DefaultGift,
  type DefaultGiftInput,
} from '../../../shared/contract/default-gift';
import { uploadGiftResponseSchema } from '../../../shared/contract/profile';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextareaField, TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { useDefaultGift } from '../../lib/api/get-default-gift';
import { callUrl } from '../../lib/api/call-operation';
import { uploadFile } from '../../lib/upload-file';
import { useUpdateDefaultGift } from './api/update-default-gift';

/**
 * The free gift speakers may offer when they have none of their own (free QR pages). Until one is
 * set, the free-tier forms do not offer it; a page made with it keeps the gift it was made with.
 */
export function DefaultGiftSettings() {
  const { data } = useDefaultGift();
  return data ? <DefaultGiftForm key={JSON.stringify(data.gift)} current={data.gift} /> : null;
}

function DefaultGiftForm({ current }: { current: DefaultGift | null }) {
  const [values, setValues] = useState<DefaultGiftInput>({
    title: current?.title ?? '',
    description: current?.description ?? '',
    url: current?.url ?? '',
    accessCode: current?.accessCode ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof DefaultGiftInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };
  const save = useUpdateDefaultGift({
    onSuccess: (body) => {
      toast(
        body === null
          ? { title: 'Free gift withdrawn', description: 'New free pages can no longer choose it.' }
          : { title: 'Free gift saved', description: 'New free pages can offer it to their attendees.' },
      );
    },
    onError: (err) => {
      const fields = parseApiError(err)?.fields ?? {};
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        toast({ title: 'Not saved', description: errorMessageFromApiError(err, 'The gift could not be saved.'), variant: 'destructive' });
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(values);
  };
  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Gift className="size-5 text-indigo-700" aria-hidden="true" />
            Free gift for speakers without one
          </CardTitle>
          <CardDescription>
            {current
              ? 'Free QR pages can offer this to their attendees. Pages made with it keep it if you change it.'
              : 'Not set: the free-tier forms do not offer a SpeakerPro gift until you add one.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <TextField
            label="Gift title"
            required
            maxLength={200}
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title || undefined}
          />
          <TextareaField
            label="Description (optional)"
            maxLength={1000}
            rows={3}
            value={values.description ?? ''}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description || undefined}
          />
          <TextField
            label="Gift link"
            required
            inputMode="url"
            maxLength={500}
            placeholder="https://example.com/book"
            value={values.url}
            onChange={(e) => set('url', e.target.value)}
            error={errors.url || undefined}
          />
          <GiftFileInput onUploaded={(fileUrl) => set('url', fileUrl)} />
          <TextField
            label="Access code (optional)"
            maxLength={100}
            value={values.accessCode ?? ''}
            onChange={(e) => set('accessCode', e.target.value)}
            error={errors.accessCode || undefined}
          />
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            Save Free Gift
          </Button>
          {current && (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate(null)}>
              Withdraw It
            </Button>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}

/** Uploads the gift itself (PDF, Word or EPUB); its address then fills the link, saved with the form. */
function GiftFileInput({ onUploaded }: { onUploaded: (fileUrl: string) => void }) {
  const id = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProgress(0);
    try {
      const { fileUrl, fileName } = uploadGiftResponseSchema.parse(
        await uploadFile(callUrl(uploadDefaultGiftFile, {}), DEFAULT_GIFT_FILE_FIELD, file, {
          method: uploadDefaultGiftFile.method,
          onProgress: setProgress,
        }),
      );
      setUploaded(fileName);
      onUploaded(fileUrl);
    } catch (err) {
      toast({
        title: 'Upload Failed',
        description: errorMessageFromApiError(err, 'The file could not be uploaded.'),
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      input.value = '';
    }
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Or upload the gift as a file (optional)</Label>
      <input
        id={id}
        type="file"
        accept=".pdf,.doc,.docx,.epub"
        aria-describedby={hintId}
        disabled={progress !== null}
        onChange={(e) => void onChange(e)}
        className="block w-full text-sm"
      />
      <p id={hintId} className="text-sm text-slate-700" role="status">
        {progress !== null
          ? `Uploading… ${progress}%`
          : uploaded
            ? `${uploaded} uploaded: save to offer it.`
            : 'PDF, Word or EPUB, up to 10 MB. Attendees download it from the link above.'}
      </p>
    </div>
  );
}
