/**
 * Spans the app's own code makes around work no instrumentation sees (an SMTP delivery). Off
 * (no OTEL_EXPORTER_OTLP_ENDPOINT), `inSpan` only runs its work and `currentTraceParent` answers
 * undefined; on, observability/tracing.ts sets the sink and the work runs inside a span of the
 * current trace (decisions 082 and 089).
 */
export type SpanAttributes = Record<string, string | number | boolean>;

export interface SpanOptions {
  /**
   * The W3C `traceparent` of the work that asked for this one earlier (a request that queued a
   * message), as `currentTraceParent` gave it then. The span is linked to it, in a trace of its own,
   * unless it runs inside that same trace already (then it is simply a child, as before).
   */
  queuedBy?: string | null;
}

export interface SpanSink {
  run<T>(
    name: string,
    attributes: SpanAttributes,
    work: (set: (attributes: SpanAttributes) => void) => Promise<T>,
    options: SpanOptions,
  ): Promise<T>;
  traceParent(): string | undefined;
}

let sink: SpanSink | undefined;

export function setSpanSink(next: SpanSink | undefined) {
  sink = next;
}

/** Runs `work` in a client span named `name`; `set` adds attributes learnt on the way (the outcome). */
export function inSpan<T>(
  name: string,
  attributes: SpanAttributes,
  work: (set: (attributes: SpanAttributes) => void) => Promise<T>,
  options: SpanOptions = {},
) {
  return sink ? sink.run(name, attributes, work, options) : work(() => undefined);
}

/** The current span as a W3C `traceparent` value, to store with work done later; undefined when tracing is off or no span is active. */
export function currentTraceParent(): string | undefined {
  return sink?.traceParent();
}
