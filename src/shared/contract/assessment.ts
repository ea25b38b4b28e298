import { z } from 'zod';
import { FEEDBACK_EMAIL_PLATFORMS } from '../domain/assessment';
import { emailSchema } from './auth';
import { ID_MAX } from './common';
import { defineOperation } from './operation';

export const EMAIL_PLATFORMS = FEEDBACK_EMAIL_PLATFORMS;

/** POST /api/assessment. score, maxScore and passed may be sent; the server computes its own. */
export const submitAssessmentSchema = z.object({
  email: emailSchema,
  answers: z.record(z.string().max(50), z.string().max(50), { message: 'must be an object of question id to answer' }),
  score: z.number().optional(),
  maxScore: z.number().optional(),
  passed: z.boolean().optional(),
});

export const assessmentSchema = z.object({
  id: z.number().int(),
  /** The best name known for the address (account, waitlist, forms), or null when none is. */
  name: z.string().nullable(),
  email: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  passed: z.boolean(),
  percentage: z.number().int(),
  level: z.enum(['Ready', 'Building Great Momentum']),
  tips: z.array(z.object({ questionId: z.string(), tip: z.string() })),
  answers: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** An assessment with `created_at`, as the first paths (/api/assessment) answered. */
export const legacyAssessmentSchema = assessmentSchema.omit({ createdAt: true }).extend({ created_at: z.string() });

/**
 * POST /api/qualified-leads, as the result page sends it after a pass. The server records the lead
 * itself with the passing assessment; this call only reads it back, so name, score and status are
 * accepted and ignored.
 */
export const createQualifiedLeadSchema = z.object({
  name: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  email: emailSchema,
  assessmentId: z
    .number({ message: 'is required' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(ID_MAX, `must be at most ${ID_MAX}`),
  score: z.number().optional(),
  status: z.string().optional(),
});

export const qualifiedLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  assessmentId: z.number().int().nullable(),
  score: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});

const requiredText = (max: number) =>
  z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const submitCampaignFeedbackSchema = z.object({
  speakerName: requiredText(200),
  speakerEmail: emailSchema,
  emailPlatform: z.enum(EMAIL_PLATFORMS, { message: `must be one of: ${EMAIL_PLATFORMS.join(', ')}` }),
  speakerproRating: z
    .number({ message: 'is required' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 5')
    .max(5, 'must be between 1 and 5'),
  speakerproFeedback: requiredText(5000),
  speakingChallenge: requiredText(5000),
  source: z.string().max(50, 'must be at most 50 characters').optional().default('qr_campaign'),
  /** The browser's clock; stored for reference, the server records its own time too. */
  submittedAt: z.string().max(40).optional(),
});

export const campaignFeedbackSchema = z.object({
  id: z.number().int(),
  speakerName: z.string(),
  speakerEmail: z.string(),
  emailPlatform: z.string(),
  speakerproRating: z.number().int(),
  speakerproFeedback: z.string(),
  speakingChallenge: z.string(),
  source: z.string(),
  submittedAt: z.string(),
});

const tag = 'assessment';

export const submitAssessment = defineOperation({
  id: 'submitAssessment',
  method: 'POST',
  path: '/api/public/assessments',
  summary: 'Take the readiness assessment: the server scores the answers and keeps the result',
  tag,
  body: submitAssessmentSchema,
  answers: { 201: assessmentSchema },
});

export const listAssessments = defineOperation({
  id: 'listAssessments',
  method: 'GET',
  path: '/api/admin/assessments',
  summary: 'List every readiness assessment taken',
  tag,
  answers: { 200: z.array(assessmentSchema) },
});

export const createQualifiedLead = defineOperation({
  id: 'createQualifiedLead',
  method: 'POST',
  path: '/api/public/qualified-leads',
  summary: 'Read back the qualified lead a passing assessment recorded (writes nothing)',
  tag,
  body: createQualifiedLeadSchema,
  answers: { 201: qualifiedLeadSchema },
  errors: [404],
});

export const listQualifiedLeads = defineOperation({
  id: 'listQualifiedLeads',
  method: 'GET',
  path: '/api/admin/qualified-leads',
  summary: 'List the leads whose assessment passed',
  tag,
  answers: { 200: z.array(qualifiedLeadSchema) },
});

export const submitCampaignFeedback = defineOperation({
  id: 'submitCampaignFeedback',
  method: 'POST',
  path: '/api/public/campaign-feedback',
  summary: "Answer the product's own feedback form",
  tag,
  body: submitCampaignFeedbackSchema,
  answers: { 201: campaignFeedbackSchema },
});

export const listCampaignFeedback = defineOperation({
  id: 'listCampaignFeedback',
  method: 'GET',
  path: '/api/admin/campaign-feedback',
  summary: "List every answer to the product's own feedback form",
  tag,
  answers: { 200: z.object({ responses: z.array(campaignFeedbackSchema) }) },
});
