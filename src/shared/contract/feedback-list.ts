import { z } from 'zod';
import { feedbackItemSchema } from './feedback';
import { defineOperation } from './operation';

export const listFeedback = defineOperation({
  id: 'listFeedback',
  method: 'GET',
  path: '/api/speaker-admin/feedback',
  summary: "List the attendees' answers to the speaker's talks as feedback items (the first API's names), newest first",
  description:
    'The same answers as `GET /api/speaker-admin/responses`, under the names the first API gave them (`presentationId`, `firstName`, `workEmail`); integrations that page should use that list.',
  tag: 'feedback',
  answers: { 200: z.array(feedbackItemSchema) },
});
