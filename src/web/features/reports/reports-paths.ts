const seg = (id: number | string) => encodeURIComponent(String(id));

/** Client-side routes of the reports feature. */
export const reportsPaths = {
  adminList: '/admin/assessment-reports',
  adminApprovalPattern: '/admin/report-approval/:reportId',
  adminApproval: (id: number) => `/admin/report-approval/${seg(id)}`,
  speakerList: '/speaker-admin/assessment-reports',
  // The route keeps the original product's parameter name; the segment holds the report's id.
  speakerReportPattern: '/speaker-admin/assessment-report/:speakerId',
  speakerReport: (id: number) => `/speaker-admin/assessment-report/${seg(id)}`,
  readinessAssessment: '/readiness-assessment',
  upgradeToLite: '/upgrade-to-lite',
} as const;

/** A positive whole id from a route segment, or null (then the page shows 'Report Not Found'). */
export function parseReportId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
