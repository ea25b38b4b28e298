/** Client routes of the assessment and the product's own feedback form. */
export const assessmentPaths = {
  readinessAssessment: '/readiness-assessment',
  assessment: '/assessment',
  priorityConfirmed: '/priority-confirmed',
  speakerproFeedback: '/speakerpro-feedback',
  feedbackThankYou: '/feedback-thank-you',
  speakerFeedbackAdmin: '/speaker-feedback',
} as const;
