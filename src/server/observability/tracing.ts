import { setSpanSink } from './spans';

/**
 * OpenTelemetry for this process, started by main.ts before it imports the server (so `http` and
 * `pg` are instrumented when they load) and only when OTEL_EXPORTER_OTLP_ENDPOINT is set: every
 * package here is loaded by this call alone (decision 082). Spans: the HTTP server's and outgoing
 * HTTP calls (webhooks) from instrumentation-http, the route's from @fastify/otel, PostgreSQL
 * queries from instrumentation-pg, SMTP deliveries from the mailer (spans.ts). Exported in batches
 * over OTLP/HTTP (JSON) to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`; the exporter reads the
 * standard OTEL_EXPORTER_OTLP_* variables (headers, a traces-only endpoint) itself.
 */
export async function startTracing(options: { serviceName: string }): Promise<{ shutdown(): Promise<void> }> {
  const [api, sdk, { AsyncLocalStorageContextManager }, { OTLPTraceExporter }, resources, instrumentation] = await Promise.all([
    import('@opentelemetry/api'),
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
  // No propagator is set (W3C's is in @opentelemetry/core, not a dependency yet): each request starts
  // its own trace, and outgoing webhook calls carry no traceparent (decision 082).
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
  setSpanSink({
    run: (name, attributes, work) =>
      tracer.startActiveSpan(name, { kind: api.SpanKind.CLIENT, attributes }, async (span) => {
        try {
          return await work((more) => span.setAttributes(more));
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
          throw err;
        } finally {
          span.end();
        }
      }),
  });
  return {
    async shutdown() {
      setSpanSink(undefined);
      await provider.shutdown();
    },
  };
}
