import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { useRequestDataLink } from './api/request-data-link';

/** On /privacy: an address, to which a link is e-mailed that downloads or erases what is held under it. */
export function DataRequestForm() {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useRequestDataLink();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      setError('Please enter your e-mail address.');
      return;
    }
    setError(null);
    ask.mutate(value, {
      onError: (err) =>
        setError(
          isNetworkError(err)
            ? 'Unable to send your request. Please try again.'
            : errorMessageFromApiError(err, 'Could not send the link. Please try again.'),
        ),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>Download or erase your data</CardTitle>
        <CardDescription>
          We e-mail a link to the address you enter. With it you can download everything SpeakerPro holds about that address, and erase it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={ask.isPending} className="space-y-4">
          <TextField
            label="Your e-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={email}
            error={error ?? undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              ask.reset();
            }}
          />
          <Button type="submit" className="w-full" disabled={ask.isPending}>
            {ask.isPending ? 'Sending...' : 'E-mail me a link'}
          </Button>
          {ask.data && (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {ask.data.message}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
