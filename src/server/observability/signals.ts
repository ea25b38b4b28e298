/**
 * Where the app's code reports what it did (an answer stored, a message or a webhook delivery
 * settled) for the metrics. Nothing is kept unless metrics are on (METRICS_TOKEN): then
 * observability/metrics.ts sets the sink, and each call moves a counter. Off, a call is one
 * undefined check, and prom-client is never loaded (decision 082).
 */

/** What a message's delivery attempt ended in, as written on its row ('queued' again: a retry). */
export type MailSettlement = 'sent' | 'outbox' | 'failed' | 'skipped' | 'queued';
/** What a webhook delivery attempt ended in ('queued' again: a retry). */
export type WebhookSettlement = 'delivered' | 'failed' | 'queued';

export interface SignalSink {
  answerStored(): void;
  mailSettled(outcome: MailSettlement): void;
  webhookSettled(outcome: WebhookSettlement): void;
}

let sink: SignalSink | undefined;

export function setSignalSink(next: SignalSink | undefined) {
  sink = next;
}

export const signals: SignalSink = {
  answerStored: () => sink?.answerStored(),
  mailSettled: (outcome) => sink?.mailSettled(outcome),
  webhookSettled: (outcome) => sink?.webhookSettled(outcome),
};
