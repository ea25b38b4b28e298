/** The deletion deadlines the privacy policy and the terms promise, and the data-request page repeats. */
export const DELETION_PROMISES = {
  marketingDataDays: 30,
  testimonialsDays: 7,
  responsesBusinessDays: 5,
} as const;
