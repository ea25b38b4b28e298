// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateEventPage, EditEventPage } from './event-form-page';
import { aTalk, renderSpeakerRoutes } from './talk-fixture';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const talk = aTalk({
  eventDate: '2026-11-20T00:00:00.000Z',
  questions: [
    { id: 31, kind: 'recommend', label: 'Would you recommend it?', options: null, required: true, answerCount: 2 },
    { id: 32, kind: 'text', label: 'Next topic?', options: null, required: false, answerCount: 0 },
  ],
});

/** The form at `path`; `answer` answers the save. Returns the bodies sent to save. */
function renderForm(path: string, answer: () => Response) {
  const sent: { questions: unknown[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' || init?.method === 'PUT') {
        sent.push(JSON.parse(init.body as string));
        return answer();
      }
      if (url === '/api/speaker-admin/talks/7') return json(200, talk);
      return new Response('{}', { status: 401 });
    }),
  );
  renderSpeakerRoutes(
    [
      { path: '/speaker/events/create', element: <CreateEventPage /> },
      { path: '/speaker/:slug/events/:eventId/edit', element: <EditEventPage /> },
      { path: '/speaker/:slug/events/:id', element: <h1>Event page</h1> },
    ],
    path,
  );
  return sent;
}

describe("the event form's own questions", () => {
  it('adds up to three, edits kind, options and required, orders and removes them, and sends them in order', async () => {
    const sent = renderForm('/speaker/events/create', () => json(201, { ...talk, id: 9 }));
    await userEvent.type(await screen.findByLabelText(/^Event name/), 'People Summit');
    await userEvent.type(screen.getByLabelText(/^Talk title/), 'Leading Hybrid Teams');
    const add = () => userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await add();
    await add();
    await add();
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();
    expect(screen.getByText(/asks 3 questions of your own, the most it can/)).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/^Question 1 wording/), 'How clear was it?');
    await userEvent.type(screen.getByLabelText(/^Question 2 wording/), 'Most useful part?');
    await userEvent.selectOptions(screen.getByLabelText('Question 2 kind'), 'choice');
    await userEvent.type(screen.getByLabelText(/^Question 2 option 1/), 'Stories');
    await userEvent.type(screen.getByLabelText(/^Question 2 option 2/), 'Checklist');
    await userEvent.click(screen.getByRole('button', { name: 'Add an option to question 2' }));
    await userEvent.type(screen.getByLabelText(/^Question 2 option 3/), 'Q&A');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Question 2 is required' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));

    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await screen.findByRole('heading', { name: 'Event page' });
    expect(sent[0]!.questions).toEqual([
      { kind: 'choice', label: 'Most useful part?', options: ['Stories', 'Checklist', 'Q&A'], required: true },
      { kind: 'scale', label: 'How clear was it?', options: null, required: false },
    ]);
  });

  it('refuses an empty wording and a choice with empty options before sending anything', async () => {
    const sent = renderForm('/speaker/events/create', () => json(201, { ...talk, id: 9 }));
    await userEvent.type(await screen.findByLabelText(/^Event name/), 'People Summit');
    await userEvent.type(screen.getByLabelText(/^Talk title/), 'Leading Hybrid Teams');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.selectOptions(screen.getByLabelText('Question 1 kind'), 'choice');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(/Question 1 wording is required/)).toBeTruthy();
    expect(screen.getAllByText(/must not be empty/).length).toBe(2);
    expect(sent).toEqual([]);
  });

  it('keeps an answered question’s id, offers to retire it, and shows the 409 refusal at that question', async () => {
    const refusal =
      'The question "Would you recommend it?" has 2 answers and cannot change: retire it (remove it from the list) and add a new question instead.';
    const sent = renderForm('/speaker/nadia-brooks/events/7/edit', () =>
      json(409, { code: 'QUESTION_ANSWERED', message: refusal, details: { field: 'questions.0', questionId: 31 } }),
    );
    const wording = await screen.findByLabelText(/^Question 1 wording/);
    expect(screen.getByText('2 answers: removing it retires it and keeps its answers.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retire question 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove question 2' })).toBeTruthy();
    await userEvent.type(wording, ' today');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const first = screen.getByRole('group', { name: 'Question 1' });
    expect((await within(first).findByRole('alert')).textContent).toBe(refusal);
    expect(within(screen.getByRole('group', { name: 'Question 2' })).queryByRole('alert')).toBeNull();
    expect(sent[0]!.questions).toEqual([
      { id: 31, kind: 'recommend', label: 'Would you recommend it? today', options: null, required: true },
      { id: 32, kind: 'text', label: 'Next topic?', options: null, required: false },
    ]);
  });
});
