// `vitest run` with one exception made for a known crash of V8 itself, not of a test: with many
// PGlite (WebAssembly) databases created and closed in one process, V8 13 (Node 24) may abort on
// its own consistency check "Check failed: jit_page_->allocations_.erase(addr) == 1" while freeing
// WebAssembly code on a background thread (reported upstream as nodejs/node#64500; no Node release
// fixes it yet). Vitest then reports the file that was running as an error, not as a failed test.
//
// When a run fails only that way (that abort in the output, no test failed, and the crash named
// the files that were running), those files are run once more in a fresh process, and that run
// decides. Everything else fails as it would have: a failed assertion, another crash, a timeout.
// The rerun is printed plainly, so a run that needed it says so in the log.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const V8_ABORT = /Check failed: jit_page_->allocations_\.erase\(addr\) == 1/;
const CRASHED_FILE = /Worker exited unexpectedly with signal \w+ during \w+ state while running test file (\S+)/g;
const FAILED_TESTS = /^\s*(Tests|Test Files)\s.*\b\d+ failed\b/m;

function run(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const keep = (chunk, to) => {
      to.write(chunk);
      // Only the end matters for the summary and the crash lines; the cap keeps memory bounded.
      output = (output + chunk.toString()).slice(-2_000_000);
    };
    child.stdout.on('data', (c) => keep(c, process.stdout));
    child.stderr.on('data', (c) => keep(c, process.stderr));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: stripVTControlCharacters(output) }));
  });
}

const args = process.argv.slice(2);
const first = await run(args);
if (first.code === 0) process.exit(0);

const crashed = [...new Set([...first.output.matchAll(CRASHED_FILE)].map((m) => m[1]))];
if (!V8_ABORT.test(first.output) || crashed.length === 0 || FAILED_TESTS.test(first.output)) process.exit(first.code);

console.log(
  `\nV8 aborted on its WebAssembly code check (nodejs/node#64500) while these files ran; no test failed.\n` +
    `Running them once more in a fresh process:\n${crashed.map((f) => `  ${f}`).join('\n')}\n`,
);
const again = await run(crashed);
process.exit(again.code);
