import type { z } from 'zod';
import { createTalk, updateTalk, type saveTalkSchema } from '../../../shared/contract/talks';
import { callOperation } from './call-operation';

/** The JSON body the API takes for an event: dates travel as ISO strings. */
export type SaveEventBody = z.input<typeof saveTalkSchema>;

/** Creates a talk; the server e-mails the speaker the feedback link and QR code. */
export const submitNewTalk = (body: SaveEventBody) => callOperation(createTalk, { body });

/** Replaces a talk's details. */
export const submitTalkChanges = (eventId: number, body: SaveEventBody) => callOperation(updateTalk, { params: { id: eventId }, body });
