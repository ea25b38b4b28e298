import { zodResolver } from '@hookform/resolvers/zod';
import { TextField, TextareaField } from '../../../components/ui/input';
import { FileCheck2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { createDigitalGiftFile, uploadGiftResponseSchema, type SpeakerProfile } from '../../../../shared/contract/profile';
import { paths } from '../../../lib/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../../lib/api-request';
import { callUrl } from '../../../lib/api/call-operation';
import { useSpeakerProfile } from '../../../lib/use-speaker-profile';
import { RadioCardGroup, radioInputClasses } from '../form-fields';
import { DEFAULT_BRAND_COLOR_PRIMARY } from '../onboarding-draft';
import { onboardingStepPath } from '../../../lib/onboarding-paths';
import { useUpdateDigitalGift } from '../api/update-digital-gift';
import { isAbortError, uploadFile } from '../../../lib/upload-file';
import { GiftEmailPreview } from './gift-email-preview';
import {
  GIFT_FILE_EXTENSIONS,
  GIFT_TYPE_OPTIONS,
  fileNameFromUrl,
  giftFileProblem,
  giftFormSchema,
  titleFromFileName,
  type GiftFormInput,
  type GiftFormOutput,
} from './gift-email';
import { useAppForm } from '../../../lib/use-app-form';

const GIFT_UPLOAD_URL = callUrl(createDigitalGiftFile, {});

export function DigitalGiftSetupPage() {
  return <GiftSetup />;
}

function GiftSetup() {
  const profile = useSpeakerProfile();
  if (profile.isPending) return <FullPageSpinner />;
  // The gift belongs to a profile: without one, onboarding comes first (as for the dashboard).
  if (!profile.data) return <Navigate to={onboardingStepPath(1)} replace />;
  return <GiftForm profile={profile.data} />;
}

function GiftForm({ profile }: { profile: SpeakerProfile }) {
  const navigate = useNavigate();
  const form = useAppForm<GiftFormInput, unknown, GiftFormOutput>({
    resolver: zodResolver(giftFormSchema),
    defaultValues: {
      digitalGiftType: profile.digitalGiftType,
      digitalGiftTitle: profile.digitalGiftTitle ?? '',
      digitalGiftDescription: profile.digitalGiftDescription ?? '',
      digitalGiftUrl: profile.digitalGiftUrl ?? '',
      digitalGiftAccessCode: profile.digitalGiftAccessCode ?? '',
    },
  });
  const { errors } = form.formState;
  // A link and an uploaded file share digitalGiftUrl; each gift type keeps its own while the other is shown.
  const initialKind = profile.digitalGiftType === 'uploaded_file' ? 'file' : 'link';
  const urlKind = useRef<'file' | 'link'>(initialKind);
  const urlsByKind = useRef({
    file: initialKind === 'file' ? (profile.digitalGiftUrl ?? '') : '',
    link: initialKind === 'link' ? (profile.digitalGiftUrl ?? '') : '',
  });
  function switchUrlKind(nextType: string) {
    const next = nextType === 'uploaded_file' ? 'file' : 'link';
    if (next === urlKind.current) return;
    urlsByKind.current[urlKind.current] = form.getValues('digitalGiftUrl') ?? '';
    form.setValue('digitalGiftUrl', urlsByKind.current[next]);
    form.clearErrors('digitalGiftUrl');
    urlKind.current = next;
  }
  const [type, title, description, url, accessCode] = useWatch({
    control: form.control,
    name: ['digitalGiftType', 'digitalGiftTitle', 'digitalGiftDescription', 'digitalGiftUrl', 'digitalGiftAccessCode'],
  });

  const save = useUpdateDigitalGift({
    onSuccess: () => {
      toast({ title: 'Gift Saved', description: 'Attendees will receive it after they leave feedback.' });
      void navigate(paths.speakerDashboard);
    },
    onError: (err) => {
      toast({
        title: 'Update Failed',
        description: errorMessageFromApiError(err, 'Unable to update your digital gift settings.'),
        variant: 'destructive',
      });
    },
  });

  function onInvalid(invalid: FieldErrors<GiftFormInput>) {
    // The title is the one field a toast names too: the rest show their messages in place.
    if (invalid.digitalGiftTitle?.type === 'too_small') {
      toast({ title: 'Validation Error', description: 'Gift title is required.', variant: 'destructive' });
    }
  }

  const isFile = type === 'uploaded_file';
  return (
    <main className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <header className="space-y-4">
        <BrandLogo />
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Set Up Your Digital Gift</h1>
          <p className="text-slate-700">
            Attendees receive your gift by e-mail after they leave feedback. It is the reason they scan your QR code.
          </p>
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your gift</CardTitle>
            <CardDescription>A checklist, a chapter, a template: something useful that fits your talk.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate className="space-y-5" onSubmit={form.handleSubmit((gift) => save.mutate(gift), onInvalid)}>
              <RadioCardGroup
                legend="Gift type"
                isStacked
                options={GIFT_TYPE_OPTIONS}
                renderInput={(value, describedBy) => (
                  <input
                    type="radio"
                    value={value}
                    aria-describedby={describedBy}
                    className={radioInputClasses}
                    {...form.register('digitalGiftType', { onChange: (e) => switchUrlKind(String(e.target.value)) })}
                  />
                )}
              />
              <TextField
                label="Gift title"
                placeholder="e.g., The Speaker's Follow-Up Checklist"
                error={errors.digitalGiftTitle?.message}
                {...form.register('digitalGiftTitle')}
              />
              <TextareaField
                label="Description (optional)"
                rows={3}
                placeholder="One or two sentences on what they get and why it helps."
                error={errors.digitalGiftDescription?.message}
                {...form.register('digitalGiftDescription')}
              />
              {isFile ? (
                <GiftFileInput
                  currentUrl={url ?? ''}
                  error={errors.digitalGiftUrl?.message}
                  onUploaded={(fileUrl, fileName) => {
                    form.setValue('digitalGiftUrl', fileUrl, {
                      shouldDirty: true,
                      shouldValidate: true,
                    });
                    if (!form.getValues('digitalGiftTitle')?.trim()) {
                      form.setValue('digitalGiftTitle', titleFromFileName(fileName), { shouldDirty: true, shouldValidate: true });
                    }
                  }}
                />
              ) : (
                <TextField
                  label="Gift URL (optional)"
                  inputMode="url"
                  placeholder="example.com/your-gift"
                  hint="Where attendees get the gift. We add https:// for you."
                  error={errors.digitalGiftUrl?.message}
                  {...form.register('digitalGiftUrl')}
                />
              )}
              <TextField
                label="Access code (optional)"
                autoComplete="off"
                hint="If your gift is behind a password or discount code, attendees get it in the e-mail."
                error={errors.digitalGiftAccessCode?.message}
                {...form.register('digitalGiftAccessCode')}
              />
              <div className="flex flex-col gap-3 pt-2 sm:flex-row">
                <Button type="submit" className="sm:flex-1" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save Gift'}
                </Button>
                <Button variant="outline" disabled={save.isPending} onClick={() => void navigate(paths.speakerDashboard)}>
                  Skip for Now
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <div className="lg:sticky lg:top-6">
          {title?.trim() ? (
            <GiftEmailPreview
              speakerFirstName={profile.firstName}
              speakerLastName={profile.lastName}
              brandColor={profile.brandColorPrimary || DEFAULT_BRAND_COLOR_PRIMARY}
              title={title}
              description={description}
              url={type === 'uploaded_file' ? null : url}
              accessCode={accessCode}
              type={type}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
              Give your gift a title to see the e-mail attendees will receive.
            </p>
          )}
        </div>
      </div>
    </main>
  );
}

type UploadState = { status: 'idle' } | { status: 'uploading'; percent: number };

function GiftFileInput({
  currentUrl,
  error,
  onUploaded,
}: {
  currentUrl: string;
  error?: string;
  onUploaded: (fileUrl: string, fileName: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(file: File) {
    const problem = giftFileProblem(file);
    if (problem) {
      toast({ title: 'Upload Failed', description: problem, variant: 'destructive' });
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'uploading', percent: 0 });
    try {
      const body = await uploadFile(GIFT_UPLOAD_URL, createDigitalGiftFile.body.field, file, {
        signal: controller.signal,
        onProgress: (percent) => setState({ status: 'uploading', percent }),
      });
      const { fileUrl, fileName } = uploadGiftResponseSchema.parse(body);
      setUploadedName(fileName);
      onUploaded(fileUrl, fileName);
      toast({ title: 'File Uploaded!', description: `${fileName} is ready to share with your attendees.` });
    } catch (err) {
      if (isAbortError(err)) return;
      toast({
        title: 'Upload Failed',
        description: errorMessageFromApiError(err, 'Unable to upload your digital gift file.'),
        variant: 'destructive',
      });
    } finally {
      setState({ status: 'idle' });
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const currentName = uploadedName ?? (currentUrl ? fileNameFromUrl(currentUrl) : null);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Gift file</Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={GIFT_FILE_EXTENSIONS.join(',')}
        disabled={state.status === 'uploading'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-50 disabled:opacity-60"
      />
      <p id={hintId} className="text-sm text-slate-600">
        PDF, DOC, DOCX or EPUB, up to 10MB.
      </p>
      <div aria-live="polite">
        {state.status === 'uploading' ? (
          <div className="space-y-1">
            <p className="text-sm text-slate-700">Uploading... {state.percent}%</p>
            <div
              role="progressbar"
              aria-label="Gift upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-indigo-700 transition-[width]" style={{ width: `${state.percent}%` }} />
            </div>
          </div>
        ) : (
          currentName && (
            <p className="flex items-center gap-2 text-sm text-slate-800">
              <FileCheck2 className="size-4 shrink-0 text-green-700" aria-hidden="true" />
              Current file: <span className="font-medium break-all">{currentName}</span>
            </p>
          )
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
