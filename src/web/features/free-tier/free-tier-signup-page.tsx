import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  DEFAULT_GIFT,
  FREE_TIER_MESSAGES as M,
  defaultContentTitle,
  isValidPhone,
  normalizeGiftUrl,
  type ContentType,
} from '../../../shared/domain/free-tier';
import { SIMPLE_EMAIL_PATTERN } from '../../../shared/domain/waitlist';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { CheckboxField } from '../../components/form-fields';
import { MARKETING_CONSENT_WORDING } from '../../../shared/domain/audiences';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { signUpSinglePage } from './api/sign-up-single-page';
import { defaultGiftLine, useDefaultGiftOffer } from './default-gift-offer';
import { freeTierPaths } from './free-tier-paths';
import type { SuccessPageState } from './free-tier-success-page';

type GiftChoice = 'own' | 'provider' | null;

const EMPTY = { name: '', email: '', phone: '', contentTitle: '', giftTitle: '', giftUrl: '', accessCode: '' };

/** /free-tier-signup: the whole free signup on one page. */
export function FreeTierSignupPage() {
  usePageMeta(pageTitle('Get Your Free QR Feedback Page'));
  const navigate = useNavigate();
  const offered = useDefaultGiftOffer();
  const [values, setValues] = useState(EMPTY);
  const [contentTypes, setContentTypes] = useState<ContentType[]>([]);
  const [giftChoice, setGiftChoice] = useState<GiftChoice>(null);
  const [pending, setPending] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);

  const set = (field: keyof typeof EMPTY, value: string) => setValues((v) => ({ ...v, [field]: value }));

  function chooseGift(choice: GiftChoice) {
    setGiftChoice(choice);
    // The provider's gift fills in its own title, link and code.
    if (choice === 'provider')
      setValues((v) => ({ ...v, giftTitle: DEFAULT_GIFT.title, giftUrl: DEFAULT_GIFT.url, accessCode: DEFAULT_GIFT.accessCode }));
    if (choice === 'own') setValues((v) => (v.giftUrl === DEFAULT_GIFT.url ? { ...v, giftTitle: '', giftUrl: '', accessCode: '' } : v));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const name = values.name.trim();
    const email = values.email.trim().toLowerCase();
    const phone = values.phone.trim();
    if (!name || !email || !phone || contentTypes.length === 0) {
      toast({
        title: M.missingInformation,
        description: "Please fill in your name, email and phone, and choose where you'll use your QR code",
        variant: 'destructive',
      });
      return;
    }
    if (!SIMPLE_EMAIL_PATTERN.test(email)) {
      toast({ title: M.missingInformation, description: M.invalidEmail, variant: 'destructive' });
      return;
    }
    if (!isValidPhone(phone)) {
      toast({ title: M.missingInformation, description: M.invalidPhone, variant: 'destructive' });
      return;
    }
    if (!giftChoice) {
      toast({ title: M.giftSelectionRequiredTitle, description: M.giftSelectionRequired, variant: 'destructive' });
      return;
    }
    const giftUrl = giftChoice === 'provider' ? DEFAULT_GIFT.url : normalizeGiftUrl(values.giftUrl);
    if (!values.giftTitle.trim() || !giftUrl) {
      toast({ title: M.missingGiftTitle, description: M.missingGift, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const result = await signUpSinglePage({
        name,
        email,
        phone,
        contentTitle: values.contentTitle.trim() || defaultContentTitle(name),
        giftTitle: values.giftTitle.trim(),
        giftUrl,
        accessCode: values.accessCode.trim() || null,
        contentTypes,
        marketingConsent,
      });
      // The same answer for every address: the page's link and QR code are in the e-mail (decision 088).
      navigate(freeTierPaths.success, { state: { emailOutcome: result.message } satisfies SuccessPageState });
    } catch (err) {
      if (isNetworkError(err)) toast({ title: M.connectionErrorTitle, description: M.connectionError, variant: 'destructive' });
      else toast({ title: M.signupFailedTitle, description: errorMessageFromApiError(err, M.signupFailed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <PublicPage back={{ to: freeTierPaths.landing, label: 'Back' }}>
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Get Your Free QR Feedback Page</h1>
        <p className="text-slate-700">One form, and we e-mail you your page's link and QR code.</p>
      </div>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending} className="space-y-5">
        <Card>
          <CardHeader>
            <CardTitle>About you</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <TextField label="Name" autoComplete="name" maxLength={100} value={values.name} onChange={(e) => set('name', e.target.value)} />
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              maxLength={254}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
            <TextField
              label="Phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">Where will you use your QR code?</legend>
              {CONTENT_TYPES.map((type) => (
                <CheckboxField
                  key={type}
                  label={CONTENT_TYPE_LABELS[type]}
                  errorLabel={CONTENT_TYPE_LABELS[type]}
                  checked={contentTypes.includes(type)}
                  onChange={(e) => setContentTypes((list) => (e.target.checked ? [...list, type] : list.filter((t) => t !== type)))}
                />
              ))}
            </fieldset>
            <TextField
              label="Content title (optional)"
              maxLength={200}
              placeholder={values.name.trim() ? defaultContentTitle(values.name) : "Your name's Insights"}
              value={values.contentTitle}
              onChange={(e) => set('contentTitle', e.target.value)}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Your gift for attendees</CardTitle>
            <CardDescription>Everyone who leaves feedback receives it.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <fieldset>
              <legend className="sr-only">Gift choice</legend>
              <div className="grid grid-cols-2 gap-2">
                {(
                  [
                    ['own', 'My own gift'],
                    // Offered only while the owner has a free gift on offer.
                    ...(offered ? ([['provider', 'The free SpeakerPro gift']] as const) : []),
                  ] as const
                ).map(([choice, label]) => (
                  <label
                    key={choice}
                    className={clsx(
                      'flex min-h-11 cursor-pointer items-center justify-center rounded-md border-2 px-3 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
                      giftChoice === choice ? 'border-indigo-700 bg-indigo-50 text-indigo-900' : 'border-slate-200 bg-white text-slate-800',
                    )}
                  >
                    <input
                      type="radio"
                      name="giftChoice"
                      className="sr-only"
                      checked={giftChoice === choice}
                      onChange={() => chooseGift(choice)}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            {giftChoice === 'own' && (
              <>
                <TextField label="Gift title" maxLength={200} value={values.giftTitle} onChange={(e) => set('giftTitle', e.target.value)} />
                <TextField
                  label="Gift link"
                  inputMode="url"
                  autoCapitalize="none"
                  maxLength={500}
                  placeholder="yoursite.com/free-guide"
                  value={values.giftUrl}
                  onChange={(e) => set('giftUrl', e.target.value)}
                />
                <TextField
                  label="Access code (optional)"
                  maxLength={100}
                  value={values.accessCode}
                  onChange={(e) => set('accessCode', e.target.value)}
                />
              </>
            )}
            {giftChoice === 'provider' && (
              <p className="rounded-md bg-indigo-50 p-3 text-sm text-indigo-950">
                {offered ? defaultGiftLine(offered) : M.defaultGiftUnavailable}
              </p>
            )}
          </CardContent>
        </Card>

        <CheckboxField
          label={MARKETING_CONSENT_WORDING}
          errorLabel="Marketing e-mail"
          checked={marketingConsent}
          onChange={(e) => setMarketingConsent(e.target.checked)}
        />

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Creating...' : 'Create My Free Page'}
        </Button>
      </form>
    </PublicPage>
  );
}
