/** The look of the small text links under the sign-in and sign-up forms. */
export const authLinkClasses =
  'font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600';
