import { useState, type FormEvent } from 'react';
import {
  OPT_OUT_CATEGORIES,
  OPT_OUT_CATEGORY_LABELS,
  OPT_OUT_EMAIL_REQUIRED,
  OPT_OUT_SAVED_MESSAGE,
  type OptOutCategories,
  type OptOutCategory,
  type OptOutResponse,
} from '../../../shared/contract/privacy';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { CheckboxField } from '../../components/form-fields';
import { useOptOut } from './api/opt-out';

const CATEGORY_HINTS: Record<OptOutCategory, string> = {
  email_marketing: 'No newsletters, campaigns or invitations',
  social_media: 'Do not mention me in social media posts',
  testimonials: 'Do not publish my testimonials or graphics of them',
  data_sharing: 'Do not share my details with the speakers I gave feedback to',
};

const optedOut = (saved: OptOutResponse) =>
  OPT_OUT_CATEGORIES.filter((c) => saved.optOutCategories[c]).map((c) => OPT_OUT_CATEGORY_LABELS[c]);

const NONE: OptOutCategories = { email_marketing: false, social_media: false, testimonials: false, data_sharing: false };

/**
 * The opt-out form of /terms and /privacy: an e-mail and the four categories. A ticked box opts out
 * at once; an unticked one that the address had opted out of stays so until the person follows the
 * link the server e-mails to that address, which the answer's message says.
 */
export function OptOutForm() {
  const optOut = useOptOut();
  const [email, setEmail] = useState('');
  const [categories, setCategories] = useState<OptOutCategories>(NONE);
  const [saved, setSaved] = useState<OptOutResponse | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const normalised = email.trim().toLowerCase();
    if (normalised === '') {
      toast({ title: 'Email Required', description: OPT_OUT_EMAIL_REQUIRED, variant: 'destructive' });
      return;
    }
    optOut.mutate(
      { email: normalised, optOutCategories: categories },
      {
        onSuccess: (result) => {
          setSaved(result);
          toast({ title: 'Preferences Updated', description: OPT_OUT_SAVED_MESSAGE });
        },
        onError: (err) => {
          toast({
            title: 'Error',
            description: isNetworkError(err)
              ? 'Unable to process your request. Please try again.'
              : errorMessageFromApiError(err, 'Failed to update privacy preferences.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="opt-out">Opt out of marketing uses of your data</CardTitle>
        <CardDescription>
          Tick what we should stop doing with your details: it applies at once. What you opted out of before stays opted out; to opt back
          in, leave its box unticked and confirm with the link we e-mail to that address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-busy={optOut.isPending} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setSaved(null);
            }}
          />
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-slate-900">Opt out of</legend>
            {OPT_OUT_CATEGORIES.map((category) => (
              <CheckboxField
                key={category}
                label={`${OPT_OUT_CATEGORY_LABELS[category]}: ${CATEGORY_HINTS[category]}`}
                errorLabel={OPT_OUT_CATEGORY_LABELS[category]}
                checked={categories[category]}
                onChange={(e) => setCategories((c) => ({ ...c, [category]: e.target.checked }))}
              />
            ))}
          </fieldset>
          <Button type="submit" className="w-full" disabled={optOut.isPending}>
            {optOut.isPending ? 'Saving...' : 'Update Privacy Preferences'}
          </Button>
          {saved && (
            <div role="status" className="space-y-1 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              <p>
                Your choices for <span className="font-medium break-all">{saved.email}</span> are saved.{' '}
                {optedOut(saved).length > 0 ? `Opted out of: ${optedOut(saved).join(', ')}.` : 'Nothing is opted out.'}
              </p>
              {saved.optInConfirmation !== null && <p>{saved.message.replace(OPT_OUT_SAVED_MESSAGE, '').trim()}</p>}
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
