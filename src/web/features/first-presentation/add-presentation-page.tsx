import { useState, type ChangeEvent } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredLayout } from '../../components/centered-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { fieldErrorsFromApiError } from './api/api-field-errors';
import { useCreateFirstTalk, type FirstEventValues } from './api/create-event';
import { DemoStepHeader } from './demo-step-header';
import { browserLocalStorage, rememberPresentationId } from './demo-storage';
import { EventCreatedDialog } from './event-created-dialog';
import { dashboardPath, DEMO_STEPS } from './first-presentation-paths';

interface Created {
  presentationId: number;
  talkTitle: string;
}

function CreateEventForm({ speakerSlug }: { speakerSlug: string | undefined }) {
  const [values, setValues] = useState<FirstEventValues>({ talkTitle: '', eventName: '', hashtag: '' });
  const [titleMissing, setTitleMissing] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const createTalk = useCreateFirstTalk();
  const serverErrors = fieldErrorsFromApiError(createTalk.error);
  const errors = {
    talkTitle: titleMissing ? 'is required' : serverErrors.talkTitle,
    eventName: serverErrors.eventName,
    hashtag: serverErrors.hashtag,
  };

  const set = (field: keyof FirstEventValues) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (field === 'talkTitle') setTitleMissing(false);
  };

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Create Your First Event</CardTitle>
          <CardDescription>Add the talk you are giving next. You get its feedback QR code straight away.</CardDescription>
        </CardHeader>
        <form
          noValidate
          aria-busy={createTalk.isPending}
          onSubmit={(e) => {
            e.preventDefault();
            if (values.talkTitle.trim() === '') {
              setTitleMissing(true);
              return;
            }
            const submitted = values;
            createTalk.mutate(submitted, {
              onSuccess: (event) => {
                rememberPresentationId(browserLocalStorage(), event.id);
                setCreated({ presentationId: event.id, talkTitle: submitted.talkTitle.trim() });
              },
              onError: () => {
                toast({ title: 'Failed to create event', description: 'Please try again.', variant: 'destructive' });
              },
            });
          }}
        >
          <CardContent className="space-y-4">
            <TextField
              label="Talk title"
              required
              maxLength={200}
              value={values.talkTitle}
              onChange={set('talkTitle')}
              error={errors.talkTitle}
            />
            <TextField
              label="Event name"
              hint="Optional, e.g. the conference or meetup."
              maxLength={200}
              value={values.eventName}
              onChange={set('eventName')}
              error={errors.eventName}
            />
            <TextField
              label="Hashtag"
              hint="Optional, e.g. #DevConf2026."
              maxLength={100}
              value={values.hashtag}
              onChange={set('hashtag')}
              error={errors.hashtag}
            />
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={createTalk.isPending}>
              {createTalk.isPending ? 'Creating...' : 'Create Event'}
            </Button>
            <Link to={dashboardPath(speakerSlug)} className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
              Back
            </Link>
          </CardFooter>
        </form>
      </Card>
      {created && <EventCreatedDialog presentationId={created.presentationId} talkTitle={created.talkTitle} />}
    </>
  );
}

/** /add-presentation and /speaker/:speakerSlug/add-presentation — step 3 of the demo path. */
export function AddPresentationPage() {
  const { speakerSlug } = useParams();
  return (
    <CenteredLayout>
      <DemoStepHeader step={DEMO_STEPS.addPresentation} />
      <CreateEventForm speakerSlug={speakerSlug} />
    </CenteredLayout>
  );
}
