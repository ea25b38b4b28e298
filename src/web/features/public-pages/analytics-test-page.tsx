import { useState } from 'react';
import type { AnalyticsEvent } from '../../lib/analytics';
import { trackAnalyticsEvent } from '../../../shared/contract/analytics';
import { callOperation } from '../../lib/api/call-operation';
import { errorMessageFromApiError } from '../../lib/api-request';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

const SAMPLES: { label: string; event: AnalyticsEvent }[] = [
  { label: 'Send Page View', event: { eventType: 'page_view', pagePath: '/analytics-test' } },
  {
    label: 'Send Button Click',
    event: { eventType: 'button_click', pagePath: '/analytics-test', elementId: 'test-button', elementLabel: 'Test Button' },
  },
  {
    label: 'Send Card Click',
    event: { eventType: 'card_click', pagePath: '/analytics-test', elementId: 'test-card', elementLabel: 'Test Card' },
  },
];

/** /analytics-test: fires sample tracking events and shows whether the server recorded them. */
export function AnalyticsTestPage() {
  usePageMeta(pageTitle('Analytics Test'));
  const [log, setLog] = useState<string[]>([]);

  async function send(sample: (typeof SAMPLES)[number]) {
    try {
      await callOperation(trackAnalyticsEvent, { body: sample.event });
      setLog((l) => [`Recorded: ${sample.event.eventType}${sample.event.elementLabel ? ` (${sample.event.elementLabel})` : ''}`, ...l]);
    } catch (err) {
      setLog((l) => [`Not recorded: ${sample.event.eventType} (${errorMessageFromApiError(err, 'the server did not take it')})`, ...l]);
    }
  }

  return (
    <PublicPage back={{ to: '/', label: 'Home' }}>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Analytics Test</CardTitle>
          <CardDescription>Each button sends one sample event to the analytics the admin dashboard reads.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {SAMPLES.map((sample) => (
            <Button key={sample.label} variant="outline" className="w-full" onClick={() => void send(sample)}>
              {sample.label}
            </Button>
          ))}
          <ul aria-label="Results" aria-live="polite" className="space-y-1 text-sm text-slate-700">
            {log.map((line, i) => (
              <li key={`${log.length - i}`}>{line}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
