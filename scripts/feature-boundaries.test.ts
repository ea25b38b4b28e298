import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import featureBoundaries from '../eslint-rules/feature-boundaries';

const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
];

function lint(filename: string, code: string) {
  return new Linter({ configType: 'flat', cwd: '/repo' }).verify(code, config, { filename: `/repo/${filename}` }).map((m) => m.message);
}

const PAGE = 'src/web/features/events/event-page.ts';

describe('the feature-boundaries lint rule', () => {
  it("refuses a feature's import from another feature, naming both", () => {
    const messages = lint(PAGE, "import { ModalDialog } from '../campaigns/modal-dialog';");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Feature 'events' imports '../campaigns/modal-dialog' from feature 'campaigns'");
  });

  it('refuses an import from src/web/app, a dynamic import() too', () => {
    expect(lint(PAGE, "import { paths } from '../../app/paths';")).toEqual([
      "Feature 'events' imports '../../app/paths' from src/web/app; the app imports features, not the other way round (move shared code to src/web/components or src/web/lib).",
    ]);
    expect(lint(PAGE, "const page = import('../blog/blog-page');")).toHaveLength(1);
    expect(lint(PAGE, "export { x } from '../blog/blog-page';")).toHaveLength(1);
  });

  it("refuses another feature's API modules too: a data module several features use lives in src/web/lib", () => {
    expect(lint(PAGE, "import { f } from '../auth/identity-api';")).toHaveLength(1);
    expect(lint(PAGE, "import { g } from '../feedback/api/request-json';")).toHaveLength(1);
  });

  it('lets a feature import itself, components and lib', () => {
    const code = [
      "import { a } from './event-format';",
      "import { b } from './nested/thing';",
      "import { c } from '../../components/modal-dialog';",
      "import { d } from '../../lib/paths';",
      "import { e } from '../../../shared/contract/talks';",
      "import { f } from './api/get-event';",
      "import { g } from '../../lib/speaker-api';",
      "import { h } from 'react';",
    ].join('\n');
    expect(lint(PAGE, code)).toEqual([]);
  });

  it('refuses a shared module in lib or components that imports a feature or the app', () => {
    expect(lint('src/web/lib/use-event.ts', "import { speakerApi } from '../features/events/speaker-api';")).toEqual([
      "Shared module in src/web/lib imports '../features/events/speaker-api' from src/web/features/events; shared code depends on no feature and not on the app.",
    ]);
    expect(lint('src/web/components/header.ts', "import { paths } from '../app/paths';")).toHaveLength(1);
    expect(lint('src/web/components/header.ts', "import { paths } from '../lib/paths';")).toEqual([]);
  });

  it('lets src/web/app import features', () => {
    expect(lint('src/web/app/router.ts', "import { talksRoutes } from '../features/events/routes';")).toEqual([]);
  });
});
