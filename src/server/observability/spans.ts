/**
 * Spans the app's own code makes around work no instrumentation sees (an SMTP delivery). Off
 * (no OTEL_EXPORTER_OTLP_ENDPOINT), `inSpan` only runs its work; on, observability/tracing.ts sets
 * the sink and the work runs inside a span of the current trace (decision 082).
 */
export type SpanAttributes = Record<string, string | number | boolean>;

export interface SpanSink {
  run<T>(name: string, attributes: SpanAttributes, work: (set: (attributes: SpanAttributes) => void) => Promise<T>): Promise<T>;
}

let sink: SpanSink | undefined;

export function setSpanSink(next: SpanSink | undefined) {
  sink = next;
}

/** Runs `work` in a client span named `name`; `set` adds attributes learnt on the way (the outcome). */
export function inSpan<T>(name: string, attributes: SpanAttributes, work: (set: (attributes: SpanAttributes) => void) => Promise<T>) {
  return sink ? sink.run(name, attributes, work) : work(() => undefined);
}
