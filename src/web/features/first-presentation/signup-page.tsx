import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AuthUser } from '../../../shared/contract/auth';
import { CenteredLayout } from '../../components/centered-layout';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { fieldErrorsFromApiError } from './api/api-field-errors';
import { toCreateSpeakerBody, useCreateSpeaker } from './api/create-speaker';
import { DemoStepHeader } from './demo-step-header';
import { browserLocalStorage, rememberSpeakerId } from './demo-storage';
import { DEMO_STEPS, firstPresentationPaths } from './first-presentation-paths';
import { useSpeaker } from '../../lib/speaker-context';

function SignupForm({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [name, setName] = useState(`${user.firstName} ${user.lastName}`.trim());
  const [email, setEmail] = useState(user.email);
  const [company, setCompany] = useState('');
  const [missing, setMissing] = useState(false);
  const createSpeaker = useCreateSpeaker();
  const fieldErrors = fieldErrorsFromApiError(createSpeaker.error);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Create Your Speaker Profile</CardTitle>
        <CardDescription>This is how attendees will see you when they leave feedback.</CardDescription>
      </CardHeader>
      <form
        noValidate
        aria-busy={createSpeaker.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() === '' || email.trim() === '') {
            setMissing(true);
            return;
          }
          setMissing(false);
          createSpeaker.mutate(toCreateSpeakerBody({ name, email, company }), {
            onSuccess: (speaker) => {
              rememberSpeakerId(browserLocalStorage(), speaker.id);
              navigate(firstPresentationPaths.features);
            },
            onError: (err) => {
              if (isNetworkError(err)) {
                toast({
                  title: 'Connection Error',
                  description: 'Unable to connect. Please check your internet and try again.',
                  variant: 'destructive',
                });
              } else if (Object.keys(fieldErrorsFromApiError(err)).length === 0) {
                toast({
                  title: 'Could not create your profile',
                  description: errorMessageFromApiError(err, 'Please try again.'),
                  variant: 'destructive',
                });
              }
            },
          });
        }}
      >
        <CardContent className="space-y-4">
          <TextField
            label="Name"
            autoComplete="name"
            required
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fieldErrors.name}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
          />
          <TextField
            label="Company"
            autoComplete="organization"
            hint="Optional. Shown as your title; 'Speaker' when left blank."
            maxLength={200}
            value={company}
            onChange={(e) => setCompany(e.target.value)}
            error={fieldErrors.title}
          />
          {missing && (
            <p role="alert" className="text-sm font-medium text-red-700">
              Please fill in required fields
            </p>
          )}
        </CardContent>
        <CardFooter>
          <Button type="submit" className="w-full" disabled={!name || !email || createSpeaker.isPending}>
            {createSpeaker.isPending ? 'Creating Profile...' : 'Create Profile'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/** /signup — step 1 of the demo path. */
export function SignupPage() {
  const user = useSpeaker();
  return (
    <CenteredLayout>
      <DemoStepHeader step={DEMO_STEPS.signup} />
      <SignupForm user={user} />
    </CenteredLayout>
  );
}
