import fs from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule is only as good as the files it is given: these read the repository's own ESLint
// configuration, so no server feature's file can be left out of it again (decision 066).
const ROOT = path.resolve(import.meta.dirname, '..');
const FEATURES = path.join(ROOT, 'src/server/features');
const RULE = 'local/feature-boundaries';
const eslint = new ESLint({ cwd: ROOT });
// The same configuration without its type-aware rules, which would build the whole program to lint one line.
const untyped = new ESLint({
  cwd: ROOT,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

/** The files, relative to the repository, for which the configuration does not make the rule an error. */
async function unchecked(files: string[]): Promise<string[]> {
  const left: string[] = [];
  for (const file of files) {
    const setting = ((await eslint.calculateConfigForFile(file)) as Linter.Config | undefined)?.rules?.[RULE];
    const level = Array.isArray(setting) ? setting[0] : setting;
    if (level !== 2 && level !== 'error') left.push(path.relative(ROOT, file));
  }
  return left;
}

describe("the server features' boundary in eslint.config.js", () => {
  it('is on, as an error, for every file of every server feature, tests included', async () => {
    const files = fs
      .readdirSync(FEATURES, { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(FEATURES, file));
    expect(files.length).toBeGreaterThan(100);
    expect(await unchecked(files)).toEqual([]);
  });

  it('is on for a file not written yet, in every feature and in a new one', async () => {
    const features = fs
      .readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const future = [...features, 'a-new-feature'].flatMap((feature) => [
      path.join(FEATURES, feature, 'a-page-not-written-yet.ts'),
      path.join(FEATURES, feature, 'nested/a-page-not-written-yet.test.ts'),
    ]);
    expect(await unchecked(future)).toEqual([]);
  });

  it('fails the attendee pages, the last file once exempted, on an import from another feature', async () => {
    const [result] = await untyped.lintText("export { submitFeedback } from '../feedback/service';\n", {
      filePath: path.join(FEATURES, 'attendee-pages/routes.ts'),
    });
    const messages = result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
    expect(messages).toEqual([expect.stringContaining("'attendee-pages'")]);
    expect(messages[0]).toContain("'feedback'");
  });
});
