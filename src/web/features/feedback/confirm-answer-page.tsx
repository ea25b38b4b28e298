import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { requestJson } from './api/request-json';
import { AttendeeLayout } from './attendee-layout';

export const CONFIRM_ANSWER_URL = '/api/public/feedback/confirm-answer';

type State = { status: 'ready' } | { status: 'sending' } | { status: 'done'; talkTitle: string } | { status: 'failed'; message: string };

/**
 * /confirm-answer?token=…: the link e-mailed when an address that already answered about a talk
 * sends a new answer from another browser. The change happens on the attendee's click, not on
 * opening the page, so a mail scanner that opens links changes nothing.
 */
export function ConfirmAnswerPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const [state, setState] = useState<State>(
    token ? { status: 'ready' } : { status: 'failed', message: 'This link is incomplete. Open it from the e-mail again.' },
  );

  async function confirm() {
    setState({ status: 'sending' });
    const outcome = await requestJson<{ presentationId: number; talkTitle: string }>('POST', CONFIRM_ANSWER_URL, { body: { token } });
    if (outcome.kind === 'ok') setState({ status: 'done', talkTitle: outcome.data.talkTitle });
    else if (outcome.kind === 'client-error')
      setState({ status: 'failed', message: outcome.error.serverMessage ?? 'This link did not work.' });
    else if (outcome.kind !== 'aborted')
      setState({ status: 'failed', message: 'We could not reach SpeakerPro. Check your connection and try again.' });
  }

  return (
    <AttendeeLayout>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle as="h1">{state.status === 'done' ? 'Your new answer is saved' : 'Confirm your new answer'}</CardTitle>
          <CardDescription>
            {state.status === 'done'
              ? `It replaces your first answer about "${state.talkTitle}".`
              : 'You sent a new answer about a talk you had already answered. Confirm to replace the first answer with it.'}
          </CardDescription>
        </CardHeader>
        {state.status === 'failed' && (
          <CardContent>
            <p role="alert" className="text-sm font-medium text-red-800">
              {state.message}
            </p>
          </CardContent>
        )}
        {(state.status === 'ready' || state.status === 'sending' || (state.status === 'failed' && token)) && (
          <CardFooter>
            <Button className="w-full" disabled={state.status === 'sending'} onClick={() => void confirm()}>
              {state.status === 'sending' ? 'Saving…' : 'Replace My Answer'}
            </Button>
          </CardFooter>
        )}
      </Card>
    </AttendeeLayout>
  );
}
