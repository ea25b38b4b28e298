import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  WAITLIST_EMAIL_MAX_LENGTH,
  WAITLIST_MESSAGES,
  WAITLIST_NAME_MAX_LENGTH,
  WAITLIST_SOURCE_LABELS,
  WAITLIST_SOURCES,
  validateWaitlistForm,
  type WaitlistSource,
} from '../../../shared/domain/waitlist';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import { ApiError, errorMessageFromApiError, isNetworkError, parseApiError, errorCodeOf } from '../../lib/api-request';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { LinkedInShareButtons } from './linkedin-share-buttons';
import { useJoinWaitlist } from './api/join-waitlist';
import { waitlistPaths, withVisitor } from './waitlist-paths';

/** The first field problem of a 400 answer, when it is a sentence meant for people. */
function firstFieldMessage(err: unknown): string | null {
  const message = err instanceof ApiError ? err.fieldProblems[0]?.message : undefined;
  return message !== undefined && /^[A-Z]/.test(message) ? message : null;
}

/** /waitlist: name, e-mail and how they heard about us; a plain message for every outcome. */
export function WaitlistPage() {
  usePageMeta(pageTitle('Join the Waitlist'), 'Join the SpeakerPro waitlist for early access.');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const join = useJoinWaitlist();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [heardAbout, setHeardAbout] = useState<WaitlistSource | ''>('');
  const selectId = useId();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = validateWaitlistForm({ name, email });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const visitor = { name: name.trim(), email: email.trim() };
    join.mutate(
      { ...visitor, heardAbout: heardAbout === '' ? null : heardAbout },
      {
        onSuccess: (joined) => {
          toast(WAITLIST_MESSAGES.joined);
          trackEvent({ eventType: 'button_click', pagePath: pathname, elementId: 'waitlist-signup', elementLabel: 'Join Waitlist' });
          navigate(withVisitor(waitlistPaths.complete, visitor, { position: String(joined.position) }));
        },
        onError: (err) => {
          if (isNetworkError(err)) {
            toast({ ...WAITLIST_MESSAGES.connection, variant: 'destructive' });
            return;
          }
          const message = errorMessageFromApiError(err, '');
          if (parseApiError(err)?.code === 'ALREADY_ON_WAITLIST') {
            toast(WAITLIST_MESSAGES.alreadyRegistered);
            navigate(withVisitor(waitlistPaths.success, visitor));
            return;
          }
          const code = errorCodeOf(err);
          if (code === 'VALIDATION_ERROR' || code === 'BAD_REQUEST') {
            toast({
              title: WAITLIST_MESSAGES.validationFallback.title,
              description: firstFieldMessage(err) ?? (message || WAITLIST_MESSAGES.validationFallback.description),
              variant: 'destructive',
            });
            return;
          }
          toast({
            title: WAITLIST_MESSAGES.failedFallback.title,
            description: message || WAITLIST_MESSAGES.failedFallback.description,
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <PublicPage back={{ to: waitlistPaths.explanation, label: 'Back' }}>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Join the Waitlist</CardTitle>
          <CardDescription>Be among the first speakers to use SpeakerPro. We'll e-mail you when your place opens.</CardDescription>
        </CardHeader>
        <form noValidate onSubmit={onSubmit} aria-busy={join.isPending}>
          <CardContent className="space-y-4">
            <TextField
              label="Name"
              autoComplete="name"
              maxLength={WAITLIST_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={WAITLIST_EMAIL_MAX_LENGTH}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <div className="space-y-1.5">
              <Label htmlFor={selectId}>How did you hear about us? (optional)</Label>
              <select
                id={selectId}
                value={heardAbout}
                onChange={(e) => setHeardAbout(e.target.value as WaitlistSource | '')}
                className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
              >
                <option value="">Choose one</option>
                {WAITLIST_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {WAITLIST_SOURCE_LABELS[source]}
                  </option>
                ))}
              </select>
            </div>
          </CardContent>
          <CardFooter>
            <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
              {join.isPending ? 'Joining...' : 'Join Waitlist'}
            </Button>
          </CardFooter>
        </form>
      </Card>
      <LinkedInShareButtons />
    </PublicPage>
  );
}
