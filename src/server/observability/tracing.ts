import { setSpanSink } from './spans';

/**
 * OpenTelemetry for this process, started by main.ts before it imports the server (so `http` and
 * `pg` are instrumented when they load) and only when OTEL_EXPORTER_OTLP_ENDPOINT is set: every
 * package here is loaded by this call alone (decision 082). Spans: the HTTP server's and outgoing
 * HTTP calls (webhooks) from instrumentation-http, the route's from @fastify/otel, PostgreSQL
 * queries from instrumentation-pg, SMTP deliveries from the mailer (spans.ts). The W3C trace-context
 * propagator joins a request that carries a `traceparent` to its caller's trace and adds one to
 * every outgoing call (webhooks), so a receiver can join ours (decision 089). Exported in batches
 * over OTLP/HTTP (JSON) to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`; the exporter reads the
 * standard OTEL_EXPORTER_OTLP_* variables (headers, a traces-only endpoint) itself.
 */
export async function startTracing(options: { serviceName: string }): Promise<{ shutdown(): Promise<void> }> {
  const [api, core, sdk, { AsyncLocalStorageContextManager }, { OTLPTraceExporter }, resources, instrumentation] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
  ]);
  const [{ HttpInstrumentation }, { PgInstrumentation }, { default: FastifyOtel }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);

  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // instrumentation-http extracts an incoming `traceparent` and injects one into outgoing calls
  // through the global propagator; pg-boss carries a job's context through it too.
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  api.trace.setGlobalTracerProvider(provider);
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
      new FastifyOtel({ registerOnInitialization: true }),
    ],
  });

  const tracer = api.trace.getTracer('speakerpro');
  /** The span context a stored `traceparent` names, when it is well-formed. */
  const parseTraceParent = (traceparent: string) =>
    api.trace.getSpanContext(api.propagation.extract(api.ROOT_CONTEXT, { traceparent }, api.defaultTextMapGetter));
  setSpanSink({
    traceParent() {
      const carrier: Record<string, string> = {};
      api.propagation.inject(api.context.active(), carrier, api.defaultTextMapSetter);
      return carrier.traceparent;
    },
    run: (name, attributes, work, { queuedBy }) => {
      // Work queued by an earlier request and done now, outside it (a later worker run, a retry, a
      // run another request started): a trace of its own, linked to the request that queued it
      // (decision 089). Done inside that request's trace, it stays a plain child.
      const origin = queuedBy ? parseTraceParent(queuedBy) : undefined;
      const separate = origin !== undefined && api.trace.getSpanContext(api.context.active())?.traceId !== origin.traceId;
      const options = separate
        ? { kind: api.SpanKind.CLIENT, attributes, root: true, links: [{ context: origin }] }
        : { kind: api.SpanKind.CLIENT, attributes };
      return tracer.startActiveSpan(name, options, async (span) => {
        try {
          return await work((more) => span.setAttributes(more));
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
          throw err;
        } finally {
          span.end();
        }
      });
    },
  });
  return {
    async shutdown() {
      setSpanSink(undefined);
      await provider.shutdown();
    },
  };
}
