import { Badge } from '../../components/ui/badge';
import { clsx } from 'clsx';
import { CheckCircle2, Mail, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  GMAIL_NOT_CONFIGURED_MESSAGE,
  MAIL_TOASTS,
  connectErrorReason,
  type MailAuthentication,
} from '../../../shared/contract/mail-accounts';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerPageFrame } from '../../components/speaker-header';
import { speakerPaths } from '../../lib/speaker-paths';
import { useAuthStatus } from './api/get-auth-status';
import { useConnectGmail, useDisconnectGmail, useTestGmailConnection } from './api/gmail-account';

type Notice = { kind: 'success' | 'error'; text: string };

function NoticeBox({ notice }: { notice: Notice }) {
  const Icon = notice.kind === 'success' ? CheckCircle2 : TriangleAlert;
  return (
    <p
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-2 rounded-md border p-3 text-sm',
        notice.kind === 'success' ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{notice.text}</span>
    </p>
  );
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function GmailCard({
  account,
  configured,
  returnNotice,
}: {
  account: MailAuthentication | undefined;
  configured: boolean;
  returnNotice: Notice | null;
}) {
  const connect = useConnectGmail();
  const disconnect = useDisconnectGmail();
  const test = useTestGmailConnection();
  const [notice, setNoticeState] = useState<Notice | null>(null);
  const [returnDismissed, setReturnDismissed] = useState(false);
  const shown = notice ?? (returnDismissed ? null : returnNotice);
  // Any new action replaces what the page said on arrival.
  const setNotice = (next: Notice | null) => {
    setReturnDismissed(true);
    setNoticeState(next);
  };

  // Coming back with the browser's Back button from Google restores this page as it was left.
  const resetConnect = connect.reset;
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) resetConnect();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetConnect]);

  const connected = Boolean(account?.isActive);
  const broken = Boolean(account && !account.isActive);

  const startConnect = () => {
    setNotice(null);
    connect.mutate(undefined, {
      onSuccess: ({ authUrl }) => {
        // A full navigation: Google's consent screen, which then sends the browser back to the server.
        window.location.assign(authUrl);
      },
      onError: (err) => {
        toast({ ...MAIL_TOASTS.connectFailed, variant: 'destructive' });
        setNotice({
          kind: 'error',
          text: isNetworkError(err)
            ? 'The server could not be reached.'
            : errorMessageFromApiError(err, MAIL_TOASTS.connectFailed.description),
        });
      },
    });
  };

  const startDisconnect = () => {
    setNotice(null);
    test.reset();
    disconnect.mutate(undefined, {
      onSuccess: () => toast(MAIL_TOASTS.disconnected),
      onError: (err) => {
        const text = errorMessageFromApiError(err, 'The account could not be disconnected. Please try again.');
        toast({ title: 'Disconnect Failed', description: text, variant: 'destructive' });
      },
    });
  };

  const runTest = () => {
    setNotice(null);
    test.mutate(undefined, {
      onSuccess: (result) => {
        setNotice({ kind: result.success ? 'success' : 'error', text: result.message });
        toast(
          result.success
            ? { title: 'Connection Successful', description: result.message }
            : { title: 'Connection Test Failed', description: result.message, variant: 'destructive' },
        );
      },
      onError: (err) => {
        const text = errorMessageFromApiError(err, 'The connection could not be tested. Please try again.');
        setNotice({ kind: 'error', text });
        toast({ title: 'Connection Test Failed', description: text, variant: 'destructive' });
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="gmail-card-title">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle id="gmail-card-title" className="flex items-center gap-2">
            <Mail className="size-5 text-red-700" aria-hidden="true" />
            Gmail
          </CardTitle>
          {connected ? (
            <Badge tone="green">Connected</Badge>
          ) : broken ? (
            <Badge tone="red">Connection Error</Badge>
          ) : (
            <Badge tone="slate">Not Connected</Badge>
          )}
        </div>
        <CardDescription>
          {connected && account
            ? `Connected as ${account.email ?? 'your Gmail account'} since ${formatDate(account.connectedAt)}. Thank-you e-mails and campaigns you approve are sent from this address.`
            : 'Connect your Gmail account so the e-mails you approve are sent from your own address. SpeakerPro never sees your password.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {broken && account && (
          <NoticeBox
            notice={{
              kind: 'error',
              text: `${account.email ?? 'Your account'} stopped working: ${account.lastError ?? 'access was lost'} Until you reconnect, e-mail is sent from SpeakerPro's address.`,
            }}
          />
        )}
        {!configured && !account && <NoticeBox notice={{ kind: 'error', text: GMAIL_NOT_CONFIGURED_MESSAGE }} />}
        {shown && <NoticeBox notice={shown} />}
      </CardContent>
      <CardFooter className="sm:flex-row">
        {connected ? (
          <Button variant="outline" onClick={startDisconnect} disabled={disconnect.isPending}>
            {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        ) : (
          <Button onClick={startConnect} disabled={!configured || connect.isPending || connect.isSuccess}>
            {connect.isPending || connect.isSuccess ? 'Opening Google...' : broken ? 'Reconnect Gmail' : 'Connect Gmail'}
          </Button>
        )}
        {broken && (
          <Button variant="outline" onClick={startDisconnect} disabled={disconnect.isPending}>
            {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        )}
        <Button variant="secondary" onClick={runTest} disabled={!connected || test.isPending}>
          {test.isPending ? 'Testing...' : 'Test Connection'}
        </Button>
      </CardFooter>
    </Card>
  );
}

function OutlookCard() {
  return (
    <Card role="region" aria-labelledby="outlook-card-title">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle id="outlook-card-title" className="flex items-center gap-2">
            <Mail className="size-5 text-sky-700" aria-hidden="true" />
            Outlook
          </CardTitle>
          <Badge tone="amber">Coming Soon</Badge>
        </div>
        <CardDescription>Sending through Microsoft Outlook and Office 365 accounts is on its way.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="outline" disabled>
          Coming Soon
        </Button>
      </CardFooter>
    </Card>
  );
}

function noticeFromReturn(params: URLSearchParams): Notice | null {
  const error = params.get('error');
  if (error) return { kind: 'error', text: `${MAIL_TOASTS.connectFailed.description} ${connectErrorReason(error)}` };
  if (params.get('connected') === 'gmail') {
    return { kind: 'success', text: 'Your Gmail account has been connected. Use Test Connection to send yourself a test message.' };
  }
  return null;
}

/** What the server's OAuth callback put in the address: shown once, then cleared so a reload shows nothing twice. */
function useReturnFromProvider(): Notice | null {
  const [params, setParams] = useSearchParams();
  const [notice] = useState(() => noticeFromReturn(params));

  useEffect(() => {
    const arrived = noticeFromReturn(params);
    if (!arrived) return;
    toast(
      arrived.kind === 'error'
        ? { ...MAIL_TOASTS.connectFailed, variant: 'destructive' }
        : { title: 'Connected Successfully', description: 'Your Gmail account has been connected.' },
    );
    setParams({}, { replace: true });
  }, [params, setParams]);

  return notice;
}

function EmailIntegrationContent() {
  const status = useAuthStatus();
  const returnNotice = useReturnFromProvider();
  if (status.isPending) return <FullPageSpinner />;
  if (status.isError) return <LoadFailedCard onRetry={() => void status.refetch()} />;
  const gmail = status.data.authentications.find((a) => a.provider === 'gmail');

  return (
    <SpeakerPageFrame back={speakerPaths.dashboard} width="3xl">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Email Integration</h1>
        <p className="text-slate-600">Send thank-you e-mails and campaigns from your own mailbox, so replies come straight to you.</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <GmailCard account={gmail} configured={status.data.providers.gmail.configured} returnNotice={returnNotice} />
        <OutlookCard />
      </div>
    </SpeakerPageFrame>
  );
}

/** /email-integration */
export function EmailIntegrationPage() {
  return <EmailIntegrationContent />;
}
