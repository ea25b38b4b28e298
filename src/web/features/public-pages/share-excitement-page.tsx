import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LINKEDIN_PROFILE_MESSAGE, normalizeLinkedinProfile } from '../../../shared/contract/public-misc';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextareaField, TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useAddLinkedinProfile } from './api/add-linkedin-profile';

/** /share-excitement: a LinkedIn profile and what excites the visitor (POST /api/linkedin-profiles). */
export function ShareExcitementPage() {
  usePageMeta(pageTitle('Share Your Excitement'));
  const [profile, setProfile] = useState('');
  const [excitement, setExcitement] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useAddLinkedinProfile();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!normalizeLinkedinProfile(profile)) {
      setError(LINKEDIN_PROFILE_MESSAGE);
      return;
    }
    save.mutate(
      { linkedinProfile: profile, excitement, submittedAt: new Date().toISOString() },
      {
        onError: (err) =>
          toast({
            title: 'Something went wrong',
            description: isNetworkError(err)
              ? 'Unable to connect. Please check your internet and try again.'
              : errorMessageFromApiError(err, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  if (save.isSuccess) {
    return (
      <PublicPage>
        <Card>
          <CardHeader className="items-center text-center">
            <CheckCircle2 className="size-10 text-emerald-700" aria-hidden="true" />
            <CardTitle as="h1">Thank you for sharing your excitement!</CardTitle>
            <CardDescription>We'll be in touch on LinkedIn.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Link to="/" className={buttonClasses({ className: 'w-full' })}>
              Back to Home
            </Link>
          </CardFooter>
        </Card>
      </PublicPage>
    );
  }

  return (
    <PublicPage back={{ to: '/', label: 'Back' }}>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Share Your Excitement</CardTitle>
          <CardDescription>Tell us who you are on LinkedIn and what you are most looking forward to.</CardDescription>
        </CardHeader>
        <form noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
          <CardContent className="space-y-4">
            <TextField
              label="LinkedIn profile URL"
              inputMode="url"
              autoComplete="url"
              placeholder="linkedin.com/in/your-name"
              maxLength={300}
              value={profile}
              onChange={(e) => {
                setProfile(e.target.value);
                setError(undefined);
              }}
              error={error}
            />
            <TextareaField
              label="What excites you most about SpeakerPro? (optional)"
              maxLength={2000}
              value={excitement}
              onChange={(e) => setExcitement(e.target.value)}
            />
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={save.isPending}>
              {save.isPending ? 'Sending...' : 'Share'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </PublicPage>
  );
}
