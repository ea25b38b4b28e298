import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.ts';

const local = { rules: { 'feature-boundaries': featureBoundaries } };

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'drizzle/', 'test-results/', 'playwright-report/', '.scratch/', '.test-data/', '.node/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // pg-boss and drivers hand back untyped rows; the boundary code says so explicitly.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles is a lost error (an unhandled rejection,
    // a toast that never shows), so each one is awaited, returned, or marked with `void` on purpose.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's navigate() returns a promise only for data routers; this app's declarative router never rejects it.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: ['NavigateFunction', 'navigate'], package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features meet only in the app router; shared code lives in src/web/components and src/web/lib.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      // A data module two features need lives in src/web/lib/api, not in either feature.
      'local/feature-boundaries': 'error',
    },
  },
  {
    // Server features meet only where the app is composed (app.ts, compose.ts); what several of them
    // need lives below them (src/server/domain, the infrastructure, src/server/test). Decision 057.
    files: ['src/server/features/**/*.{ts,tsx}'],
    // Files that still import another feature, while their imports move below (emptied by decision 057's commits).
    ignores: [
      'src/server/features/admin-console/audiences.test.ts',
      'src/server/features/admin-console/audiences.ts',
      'src/server/features/admin-console/routes.ts',
      'src/server/features/admin-console/service.ts',
      'src/server/features/assessment/service.ts',
      'src/server/features/attendee-pages/attendee-pages.test.ts',
      'src/server/features/attendee-pages/languages.test.ts',
      'src/server/features/attendee-pages/routes.ts',
      'src/server/features/auth/account-deletion.test.ts',
      'src/server/features/auth/mail.ts',
      'src/server/features/booking-leads/routes.ts',
      'src/server/features/booking-leads/service.ts',
      'src/server/features/campaigns/bulk.ts',
      'src/server/features/campaigns/service.ts',
      'src/server/features/campaigns/thank-you.ts',
      'src/server/features/campaigns/welcome.ts',
      'src/server/features/data-requests/data-requests.test.ts',
      'src/server/features/data-requests/service.ts',
      'src/server/features/events/consent-receipts.test.ts',
      'src/server/features/events/delete-event.test.ts',
      'src/server/features/events/leads-consent.test.ts',
      'src/server/features/events/routes.ts',
      'src/server/features/events/service.ts',
      'src/server/features/feedback/answer-ownership.test.ts',
      'src/server/features/feedback/feedback-list-consent.test.ts',
      'src/server/features/feedback/gift-email.test.ts',
      'src/server/features/feedback/optional-questions.test.ts',
      'src/server/features/feedback/service.ts',
      'src/server/features/feedback/thank-you-link.test.ts',
      'src/server/features/files/files.test.ts',
      'src/server/features/free-tier/free-tier.test.ts',
      'src/server/features/free-tier/qr-email.ts',
      'src/server/features/free-tier/routes.ts',
      'src/server/features/free-tier/service.ts',
      'src/server/features/free-tier/uploads.ts',
      'src/server/features/graphics/routes.ts',
      'src/server/features/graphics/service.ts',
      'src/server/features/inquiries/routes.ts',
      'src/server/features/inquiries/service.ts',
      'src/server/features/organizer-report/content.ts',
      'src/server/features/organizer-report/organizer-report.test.ts',
      'src/server/features/organizer-report/page.ts',
      'src/server/features/organizer-report/routes.ts',
      'src/server/features/organizer-report/service.ts',
      'src/server/features/organizer-report/words.ts',
      'src/server/features/outbox/attachments.test.ts',
      'src/server/features/outbox/routes.ts',
      'src/server/features/owner-leads/service.ts',
      'src/server/features/people/service.ts',
      'src/server/features/presenter/live-counts.ts',
      'src/server/features/presenter/presenter.test.ts',
      'src/server/features/presenter/routes.ts',
      'src/server/features/presenter/short-link-routes.ts',
      'src/server/features/presenter/slide.ts',
      'src/server/features/privacy/categories.test.ts',
      'src/server/features/proof-page/pages.ts',
      'src/server/features/proof-page/proof-page.test.ts',
      'src/server/features/proof-page/routes.ts',
      'src/server/features/proof-page/service.ts',
      'src/server/features/public-misc/public-misc.test.ts',
      'src/server/features/public-misc/routes.ts',
      'src/server/features/public-misc/service.ts',
      'src/server/features/reports/report-content.test.ts',
      'src/server/features/reports/reports.test.ts',
      'src/server/features/reports/routes.ts',
      'src/server/features/reports/service.ts',
      'src/server/features/settings/routes.ts',
      'src/server/features/takeaways/takeaways.test.ts',
      'src/server/features/waitlist/service.ts',
      'src/server/features/webhooks/events.ts',
      'src/server/features/webhooks/payloads.ts',
      'src/server/features/webhooks/secret-box.ts',
    ],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
);
