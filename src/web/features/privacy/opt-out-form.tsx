import { useState, type FormEvent } from 'react';
import {
  OPT_OUT_CATEGORIES,
  OPT_OUT_CATEGORY_LABELS,
  OPT_OUT_EMAIL_REQUIRED,
  type OptOutCategories,
  type OptOutCategory,
} from '../../../shared/contract/privacy';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { CheckboxField } from '../feedback/form-fields';
import { useOptOut } from './use-opt-out';

const CATEGORY_HINTS: Record<OptOutCategory, string> = {
  email_marketing: 'No newsletters, campaigns or invitations',
  social_media: 'Do not mention me in social media posts',
  testimonials: 'Do not publish my testimonials or graphics of them',
  data_sharing: 'Do not share my details with the speakers I gave feedback to',
};

const NONE: OptOutCategories = { email_marketing: false, social_media: false, testimonials: false, data_sharing: false };

/** The opt-out form of /terms and /privacy: an e-mail and the four categories. */
export function OptOutForm() {
  const optOut = useOptOut();
  const [email, setEmail] = useState('');
  const [categories, setCategories] = useState<OptOutCategories>(NONE);
  const [savedFor, setSavedFor] = useState<string | null>(null);

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
          setSavedFor(result.email);
          toast({ title: 'Preferences Updated', description: result.message });
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
        <CardDescription>Tick what we should stop doing with your details. You can change this at any time.</CardDescription>
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
              setSavedFor(null);
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
          {savedFor && (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              Your choices for <span className="font-medium break-all">{savedFor}</span> are saved.
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
