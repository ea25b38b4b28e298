// Writes src/server/compat/spec-calls.json: every API call the specification lists (../shared/spec),
// which the compatibility test then calls. Run it when the specification changes.
import fs from 'node:fs';
import path from 'node:path';
import { extractSpecCalls } from '../src/server/compat/spec-calls-extract';
import { PROJECT_ROOT } from '../src/server/project-root';

export const SPEC_DIR = path.join(PROJECT_ROOT, '..', 'shared', 'spec');
export const SPEC_CALLS_FILE = path.join(PROJECT_ROOT, 'src/server/compat/spec-calls.json');

export function specCallsFromSpec() {
  const markdown = fs
    .readdirSync(SPEC_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => fs.readFileSync(path.join(SPEC_DIR, f), 'utf8'))
    .join('\n');
  return extractSpecCalls(markdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(SPEC_CALLS_FILE, `${JSON.stringify(specCallsFromSpec(), null, 2)}\n`);
  console.log(`wrote ${path.relative(PROJECT_ROOT, SPEC_CALLS_FILE)}`);
}
