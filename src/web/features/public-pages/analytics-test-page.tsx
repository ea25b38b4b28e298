import { useState } from 'react';
import type { AnalyticsEvent } from '../../lib/analytics';
import { apiPaths } from '../../lib/api-paths';
import { apiRequest, errorMessageFromApiError } from '../../lib/api-request';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

const SAMPLES: { label: string; event: AnalyticsEvent }[] = [
  { label: 'Send Page View', event: { event_type: 'page_view', page_path: '/analytics-test' } },
  {
    label: 'Send Button Click',
    event: { event_type: 'button_click', page_path: '/analytics-test', element_id: 'test-button', element_label: 'Test Button' },
  },
  {
    label: 'Send Card Click',
    event: { event_type: 'card_click', page_path: '/analytics-test', element_id: 'test-card', element_label: 'Test Card' },
  },
];

/** /analytics-test: fires sample tracking events and shows whether the server recorded them. */
export function AnalyticsTestPage() {
  usePageMeta(pageTitle('Analytics Test'));
  const [log, setLog] = useState<string[]>([]);

  async function send(sample: (typeof SAMPLES)[number]) {
    try {
      await apiRequest('POST', apiPaths.analyticsTrack, sample.event);
      setLog((l) => [`Recorded: ${sample.event.event_type}${sample.event.element_label ? ` (${sample.event.element_label})` : ''}`, ...l]);
    } catch (err) {
      setLog((l) => [`Not recorded: ${sample.event.event_type} (${errorMessageFromApiError(err, 'the server did not take it')})`, ...l]);
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
