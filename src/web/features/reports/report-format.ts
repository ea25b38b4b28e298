/** The product's dates are British (en-GB) everywhere. */
export const reportDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
export const reportDateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatReportDate = (iso: string) => reportDateFormat.format(new Date(iso));
export const formatReportDateTime = (iso: string) => reportDateTimeFormat.format(new Date(iso));

export const scoreText = (r: { score: number; maxScore: number; percentage: number }) => `${r.score} / ${r.maxScore} (${r.percentage}%)`;
