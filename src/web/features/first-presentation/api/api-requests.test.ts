import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-request';
import { fieldErrorsFromApiError } from './api-field-errors';
import { toCreateEventBody } from './create-event';
import { toCreateSpeakerBody } from './create-speaker';

describe('demo path request bodies', () => {
  it("sends the company as the speaker's title, or 'Speaker' when blank", () => {
    expect(toCreateSpeakerBody({ name: ' Jane ', email: 'jane@example.com ', company: ' Acme ' })).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      title: 'Acme',
    });
    expect(toCreateSpeakerBody({ name: 'Jane', email: 'jane@example.com', company: '  ' }).title).toBe('Speaker');
  });

  it("sends the spec's document-1 event shape", () => {
    const now = new Date('2026-05-14T10:00:00.000Z');
    expect(toCreateEventBody({ talkTitle: ' Scaling Teams ', eventName: 'DevConf', hashtag: '' }, now)).toEqual({
      eventName: 'Scaling Teams',
      eventDate: '2026-05-14T10:00:00.000Z',
      venue: 'DevConf',
      hashtag: null,
      status: 'upcoming',
      talkTitle: 'Scaling Teams',
    });
  });
});

describe('fieldErrorsFromApiError', () => {
  it('reads the fields of a 400', () => {
    const err = ApiError.fromBody(
      400,
      '{"message":"Invalid body","details":{"fields":[{"field":"email","message":"must be a valid e-mail address"}]}}',
    );
    expect(fieldErrorsFromApiError(err)).toEqual({ email: 'must be a valid e-mail address' });
  });

  it('is empty for other errors', () => {
    expect(fieldErrorsFromApiError(ApiError.fromBody(500, '{"message":"Internal server error"}'))).toEqual({});
    expect(fieldErrorsFromApiError(ApiError.fromBody(400, 'not json'))).toEqual({});
    expect(fieldErrorsFromApiError(new TypeError('Failed to fetch'))).toEqual({});
    expect(fieldErrorsFromApiError('x')).toEqual({});
  });
});
