import type { z } from 'zod';
import type { Event, saveEventSchema } from '../../../shared/contract/events';
import { apiJson } from '../api-request';
import { EVENTS_URL, eventUrl } from './speaker-events';

/** The JSON body the API takes for an event: dates travel as ISO strings. */
export type SaveEventBody = z.input<typeof saveEventSchema>;

/** POST /api/speaker-admin/events; the server e-mails the speaker the feedback link and QR code. */
export const createEvent = (body: SaveEventBody) => apiJson<Event>('POST', EVENTS_URL, body);

/** PUT /api/speaker-admin/events/{id}. */
export const updateEvent = (eventId: number, body: SaveEventBody) => apiJson<Event>('PUT', eventUrl(eventId), body);
