// `node --import ./bench/lib/pg-statement-timings.mjs <entry>`: times every statement node-postgres
// sends, from the call to its answer, grouped by the statement's text, so a bench can say what each
// statement of a request costs and how often it runs (background work included). With
// STATEMENT_LOG_FILE set, SIGUSR2 writes that file as JSON, `[{ text, calls, totalMs, maxMs }]`
// since the process started (first to a temporary name, then renamed, so a reader never sees half
// a file); a reader takes two and subtracts. Bench-only: nothing in the server loads it.
import fs from 'node:fs';
import pg from 'pg';

const stats = new Map();

function record(text, ms) {
  let entry = stats.get(text);
  if (!entry) stats.set(text, (entry = { text, calls: 0, totalMs: 0, maxMs: 0 }));
  entry.calls += 1;
  entry.totalMs += ms;
  entry.maxMs = Math.max(entry.maxMs, ms);
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  // A submittable (a cursor, a stream) reports through events of its own; it is passed on untimed.
  if (typeof text !== 'string' || typeof config?.submit === 'function') return query.apply(this, arguments);
  const key = text.replace(/\s+/g, ' ').trim();
  const t0 = performance.now();
  const done = () => record(key, performance.now() - t0);
  const cb = typeof values === 'function' ? values : callback;
  if (typeof cb === 'function') {
    const timed = (...args) => {
      done();
      return cb(...args);
    };
    return typeof values === 'function' ? query.call(this, config, timed) : query.call(this, config, values, timed);
  }
  const result = query.apply(this, arguments);
  result?.then?.(done, done);
  return result;
};

const file = process.env.STATEMENT_LOG_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    fs.writeFileSync(`${file}.tmp`, JSON.stringify([...stats.values()]));
    fs.renameSync(`${file}.tmp`, file);
  });
}
