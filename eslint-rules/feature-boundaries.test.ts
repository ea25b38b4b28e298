import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './feature-boundaries.ts';

// RuleTester declares its cases through the test runner's describe/it; these are Vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const ROOT = '/repo/src';

describe('feature-boundaries', () => {
  tester.run('server features', rule, {
    valid: [
      { name: 'same feature', filename: `${ROOT}/server/features/events/routes.ts`, code: "import { x } from './service';" },
      {
        name: 'a shared rule below the features',
        filename: `${ROOT}/server/features/events/service.ts`,
        code: "import { hotLeadVisible } from '../../domain/consent-rules';",
      },
      {
        name: 'a test helper from src/server/test',
        filename: `${ROOT}/server/features/events/leads.test.ts`,
        code: "import { createTestApp } from '../../test/harness';",
      },
      { name: 'infrastructure', filename: `${ROOT}/server/features/events/routes.ts`, code: "import type { AppDeps } from '../../deps';" },
      {
        name: 'composition imports every feature',
        filename: `${ROOT}/server/compose.ts`,
        code: "import { graphicsJobs } from './features/graphics/jobs';",
      },
      { name: 'a package', filename: `${ROOT}/server/features/events/routes.ts`, code: "import { z } from 'zod';" },
    ],
    invalid: [
      {
        name: 'a rule from another feature',
        filename: `${ROOT}/server/features/events/service.ts`,
        code: "import { hotLeadVisible } from '../privacy/consent-rules';",
        errors: [{ messageId: 'otherServerFeature', data: { from: 'events', to: 'privacy', source: '../privacy/consent-rules' } }],
      },
      {
        name: "another feature's test helper",
        filename: `${ROOT}/server/features/events/delete-event.test.ts`,
        code: "import { seed } from '../graphics/graphics-fixtures';",
        errors: [{ messageId: 'otherServerFeature' }],
      },
      {
        name: 're-export and dynamic import',
        filename: `${ROOT}/server/features/presenter/deep/slide.ts`,
        code: "export { x } from '../../events/service'; export * from '../../feedback/service'; const m = import('../../graphics/service');",
        errors: [{ messageId: 'otherServerFeature' }, { messageId: 'otherServerFeature' }, { messageId: 'otherServerFeature' }],
      },
      {
        name: 'the attendee pages taking the feedback and free-tier services themselves (app.ts hands them over)',
        filename: `${ROOT}/server/features/attendee-pages/routes.ts`,
        code: "import { submitFeedback } from '../feedback/service'; import type { SpeakerData } from '../free-tier/service';",
        errors: [
          { messageId: 'otherServerFeature', data: { from: 'attendee-pages', to: 'feedback', source: '../feedback/service' } },
          { messageId: 'otherServerFeature', data: { from: 'attendee-pages', to: 'free-tier', source: '../free-tier/service' } },
        ],
      },
      {
        name: 'the long way round',
        filename: `${ROOT}/server/features/events/service.ts`,
        code: "import { x } from '../../features/graphics/service';",
        errors: [{ messageId: 'otherServerFeature', data: { from: 'events', to: 'graphics', source: '../../features/graphics/service' } }],
      },
    ],
  });

  tester.run('web features', rule, {
    valid: [
      { filename: `${ROOT}/web/features/events/page.tsx`, code: "import { api } from '../../lib/api';" },
      { filename: `${ROOT}/web/features/events/page.tsx`, code: "import { Row } from './row';" },
    ],
    invalid: [
      {
        filename: `${ROOT}/web/features/events/page.tsx`,
        code: "import { Chart } from '../analytics/chart';",
        errors: [{ messageId: 'otherFeature' }],
      },
      { filename: `${ROOT}/web/features/events/page.tsx`, code: "import { App } from '../../app/router';", errors: [{ messageId: 'app' }] },
      { filename: `${ROOT}/web/lib/api.ts`, code: "import { x } from '../features/events/page';", errors: [{ messageId: 'shared' }] },
    ],
  });
});
