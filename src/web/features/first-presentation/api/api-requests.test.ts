import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-request';
import { fieldErrorsFromApiError } from './api-field-errors';
import { toCreateTalkBody } from './create-event';
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

  it('sends the talk title and the event name each in its own field', () => {
    const now = new Date('2026-05-14T10:00:00.000Z');
    expect(toCreateTalkBody({ talkTitle: ' Scaling Teams ', eventName: 'DevConf', hashtag: '' }, now)).toEqual({
      eventName: 'DevConf',
      talkTitle: 'Scaling Teams',
      eventDate: '2026-05-14T10:00:00.000Z',
      hashtag: null,
      status: 'upcoming',
    });
    // Without an event name, the talk names the event.
    expect(toCreateTalkBody({ talkTitle: 'Scaling Teams', eventName: '  ', hashtag: '#scale' }, now)).toMatchObject({
      eventName: 'Scaling Teams',
      talkTitle: 'Scaling Teams',
      hashtag: '#scale',
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
