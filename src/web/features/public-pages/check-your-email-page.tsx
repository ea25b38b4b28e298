import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

/** /check-your-email: where a visitor waits for a message we sent (?email= names the address). */
export function CheckYourEmailPage() {
  usePageMeta(pageTitle('Check Your Email'));
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          <MailCheck className="size-10 text-indigo-700" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            Check Your Email
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-center text-slate-700">
          <p>
            We've sent a message to {email ? <span className="font-medium break-all text-slate-900">{email}</span> : 'your inbox'}. Open it
            to continue.
          </p>
          <p className="text-sm">Nothing there after a few minutes? Look in your spam folder for a message from SpeakerPro.</p>
        </CardContent>
        <CardFooter>
          <Link to="/" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            Back to Home
          </Link>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
