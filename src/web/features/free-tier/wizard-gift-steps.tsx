import { clsx } from 'clsx';
import { BookOpen, FileCheck2, Gift, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  DEFAULT_GIFT,
  FREE_TIER_MESSAGES as M,
  GIFT_FILE_ACCEPT,
  defaultContentTitle,
  giftFileProblem,
  normalizeGiftUrl,
} from '../../../shared/domain/free-tier';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { isNetworkError, parseApiError, errorCodeOf } from '../../lib/api-request';
import { uploadGiftFile } from './api/upload-gift-file';
import { defaultGiftLine, useDefaultGiftOffer } from './default-gift-offer';
import { freeTierPaths as p } from './free-tier-paths';
import { useWizardState } from './use-wizard-state';
import { EMPTY_GIFT, defaultGiftDetails, missingStepFor, type GiftDetails } from './wizard-state';
import { WizardShell } from './wizard-shell';

/** Step 4, /free-qr-gift-selection: the speaker's own gift or the provider's free book. */
export function GiftSelectionStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const offered = useDefaultGiftOffer();
  const redirect = missingStepFor(state, 4);
  if (redirect) return <Navigate to={redirect} replace />;

  const choose = (ownGift: boolean) => {
    const keepOwn = state.gift && state.gift.title !== DEFAULT_GIFT.title ? state.gift : { ...EMPTY_GIFT };
    // A new choice starts the gift step afresh.
    commit({ ownGift, gift: ownGift ? keepOwn : defaultGiftDetails(state.gift?.contentTitle ?? ''), giftDraft: null });
  };

  return (
    <WizardShell step={4} title="Choose a Gift for Your Audience" description="Everyone who leaves feedback receives it." back={p.personal}>
      {state.ownGift === null ? (
        <div className="space-y-3" role="group" aria-label="Gift choice">
          <button
            type="button"
            onClick={() => choose(true)}
            className="flex w-full items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-4 text-left hover:border-indigo-300 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            <Gift className="mt-0.5 size-6 shrink-0 text-indigo-700" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-slate-900">Use my own gift</span>
              <span className="block text-sm text-slate-600">A guide, checklist, slides or video of yours: a link or a file.</span>
            </span>
          </button>
          {offered && (
            <button
              type="button"
              onClick={() => choose(false)}
              className="flex w-full items-start gap-3 rounded-xl border-2 border-slate-200 bg-white p-4 text-left hover:border-indigo-300 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
            >
              <BookOpen className="mt-0.5 size-6 shrink-0 text-indigo-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">Use the free SpeakerPro gift</span>
                <span className="block text-sm text-slate-600">{offered.title}, free for your audience.</span>
              </span>
            </button>
          )}
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{state.ownGift ? 'Your own gift' : 'The free SpeakerPro gift'}</CardTitle>
            <CardDescription>
              {state.ownGift
                ? "Next you'll add its title and a link or a file."
                : offered
                  ? defaultGiftLine(offered)
                  : M.defaultGiftUnavailable}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Button size="lg" className="w-full" onClick={() => navigate(p.gift)}>
              Continue
            </Button>
            <Button variant="outline" className="w-full" onClick={() => commit({ ownGift: null })}>
              Change Selection
            </Button>
          </CardContent>
        </Card>
      )}
    </WizardShell>
  );
}

type GiftField = 'title' | 'url' | 'file';

/** Step 5, /free-qr-gift: the gift's title and link (or file), access code and content title. */
export function GiftStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const offered = useDefaultGiftOffer();
  const [gift, setGift] = useState<GiftDetails>(
    state.giftDraft ?? state.gift ?? (state.ownGift === false ? defaultGiftDetails() : { ...EMPTY_GIFT }),
  );
  const [errors, setErrors] = useState<Partial<Record<GiftField, string>>>({});
  const latestGift = useRef(gift);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const redirect = missingStepFor(state, 5);
  if (redirect) return <Navigate to={redirect} replace />;
  const isOwn = state.ownGift === true;
  const namePlaceholder = defaultContentTitle(state.personal?.name ?? '');

  function update(patch: Partial<GiftDetails>, field?: GiftField) {
    // From the latest values, not this render's: an upload finishing must not undo what was typed meanwhile.
    const next = { ...latestGift.current, ...patch };
    latestGift.current = next;
    setGift(next);
    // Kept as typed, so a reload (or a phone dropping the tab) on this step loses nothing.
    commit({ giftDraft: next });
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = giftFileProblem(file);
    if (problem === 'type') {
      toast({ title: M.invalidFileTypeTitle, description: M.invalidFileType, variant: 'destructive' });
      return;
    }
    if (problem === 'size') {
      toast({ title: M.fileTooLargeTitle, description: M.fileTooLarge, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadGiftFile(file);
      update({ fileUrl: uploaded.fileUrl, fileName: uploaded.fileName }, 'file');
      toast({ title: 'File uploaded', description: uploaded.fileName });
    } catch (err) {
      if (!isNetworkError(err) && parseApiError(err)?.code === 'INVALID_FILE_TYPE') {
        toast({ title: M.invalidFileTypeTitle, description: M.invalidFileType, variant: 'destructive' });
      } else if (errorCodeOf(err) === 'FILE_TOO_LARGE') {
        toast({ title: M.fileTooLargeTitle, description: M.fileTooLarge, variant: 'destructive' });
      } else if (errorCodeOf(err) === 'RATE_LIMITED') {
        toast({ title: M.uploadFailedTitle, description: M.uploadQuotaReached, variant: 'destructive' });
      } else {
        toast({ title: M.uploadFailedTitle, description: M.uploadFailed, variant: 'destructive' });
      }
    } finally {
      setUploading(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: GiftDetails = {
      ...gift,
      title: gift.title.trim(),
      url: gift.url.trim(),
      accessCode: gift.accessCode.trim(),
      contentTitle: gift.contentTitle.trim(),
    };
    const problems: Partial<Record<GiftField, string>> = {};
    if (isOwn) {
      if (next.title === '') problems.title = M.giftTitleRequired;
      if (next.mode === 'url') {
        const url = normalizeGiftUrl(next.url);
        if (next.url === '') problems.url = M.giftUrlRequired;
        else if (!url) problems.url = M.giftUrlInvalid;
        else next.url = url;
      } else if (!next.fileUrl) {
        problems.file = M.giftFileRequired;
      }
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    commit({ gift: next, giftDraft: null });
    navigate(p.share);
  }

  return (
    <WizardShell step={5} title="Your Digital Gift" description="What attendees receive after their feedback." back={p.giftSelection}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {isOwn ? (
          <>
            <TextField
              label="Gift title"
              maxLength={200}
              placeholder="e.g. The 10-Minute Follow-Up Checklist"
              value={gift.title}
              onChange={(e) => update({ title: e.target.value }, 'title')}
              error={errors.title}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">How do you share it?</legend>
              <div className="grid grid-cols-2 gap-2">
                {(['url', 'file'] as const).map((mode) => (
                  <label
                    key={mode}
                    className={clsx(
                      'flex min-h-11 cursor-pointer items-center justify-center rounded-md border-2 px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
                      gift.mode === mode ? 'border-indigo-700 bg-indigo-50 text-indigo-900' : 'border-slate-200 bg-white text-slate-800',
                    )}
                  >
                    <input
                      type="radio"
                      name="giftMode"
                      className="sr-only"
                      checked={gift.mode === mode}
                      onChange={() => update({ mode })}
                    />
                    {mode === 'url' ? 'A link' : 'Upload a file'}
                  </label>
                ))}
              </div>
            </fieldset>
            {gift.mode === 'url' ? (
              <TextField
                label="Gift URL"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={500}
                placeholder="yoursite.com/free-guide"
                value={gift.url}
                onChange={(e) => update({ url: e.target.value }, 'url')}
                error={errors.url}
              />
            ) : (
              <div className="space-y-1.5">
                <Label htmlFor={fileInputId}>Gift file</Label>
                <p className="text-sm text-slate-600">PDF, Word, PowerPoint or an image (JPEG, PNG, GIF), up to 10MB.</p>
                <input
                  ref={fileInput}
                  id={fileInputId}
                  type="file"
                  accept={GIFT_FILE_ACCEPT}
                  className="sr-only"
                  onChange={(e) => void onFile(e)}
                />
                {gift.fileUrl ? (
                  <div className="flex items-center gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
                    <FileCheck2 className="size-5 shrink-0" aria-hidden="true" />
                    <span className="min-w-0 flex-1 break-all">Uploaded: {gift.fileName}</span>
                    <Button variant="ghost" size="sm" aria-label="Remove file" onClick={() => update({ fileUrl: null, fileName: null })}>
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                ) : (
                  <Button variant="outline" className="w-full" disabled={uploading} onClick={() => fileInput.current?.click()}>
                    <Upload className="size-4" aria-hidden="true" />
                    {uploading ? 'Uploading...' : 'Choose a file'}
                  </Button>
                )}
                {errors.file && (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {errors.file}
                  </p>
                )}
              </div>
            )}
            <TextField
              label="Access code (optional)"
              maxLength={100}
              value={gift.accessCode}
              onChange={(e) => update({ accessCode: e.target.value })}
            />
          </>
        ) : (
          <Card className="bg-indigo-50">
            <CardHeader>
              <CardTitle>{offered?.title ?? 'The free SpeakerPro gift'}</CardTitle>
              <CardDescription>
                {offered
                  ? `Attendees get ${defaultGiftLine(offered)}${offered.description ? ` ${offered.description}` : ''}`
                  : M.defaultGiftUnavailable}
              </CardDescription>
            </CardHeader>
          </Card>
        )}
        <TextField
          label="Content title (optional)"
          hint="The name of your webinar, show or talk. Shown on your feedback page."
          maxLength={200}
          placeholder={namePlaceholder}
          value={gift.contentTitle}
          onChange={(e) => update({ contentTitle: e.target.value })}
        />
        <Button type="submit" size="lg" className="w-full" disabled={uploading}>
          Continue
        </Button>
      </form>
    </WizardShell>
  );
}
