// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateEventPage } from './event-form-page';
import { renderSpeakerRoutes } from './talk-fixture';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The create form behind the speaker layout's context; returns the bodies sent to create talks. */
function renderCreateForm() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/api/speaker-admin/talks') return new Response('{}', { status: 401 });
      sent.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify({ id: 9 }), { status: 201, headers: { 'content-type': 'application/json' } });
    }),
  );
  renderSpeakerRoutes(
    [
      { path: '/speaker/events/create', element: <CreateEventPage /> },
      { path: '/speaker/:slug/events/:id', element: <h1>Event page</h1> },
    ],
    '/speaker/events/create',
  );
  return sent;
}

async function fillTalk() {
  await userEvent.type(await screen.findByLabelText(/^Event name/), 'People Summit');
  await userEvent.type(screen.getByLabelText(/^Talk title/), 'Leading Hybrid Teams');
}

describe("the event form's gift", () => {
  it('is the profile gift unless switched on; then its title is required and it is sent as the talk’s own', async () => {
    const sent = renderCreateForm();
    await fillTalk();
    const own = screen.getByRole('switch', { name: 'Give this talk its own gift' });
    expect((own as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(/Gift title/)).toBeNull();

    await userEvent.click(own);
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(/Gift title is required/)).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Gift title/), 'Hybrid Team Playbook');
    await userEvent.type(screen.getByLabelText(/Gift link/), 'playbook.example/hybrid');
    await userEvent.type(screen.getByLabelText(/Access code/), 'HYBRID');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await screen.findByRole('heading', { name: 'Event page' });
    expect(sent).toHaveLength(1);
    expect((sent[0] as { gift: unknown }).gift).toEqual({
      title: 'Hybrid Team Playbook',
      description: null,
      url: 'https://playbook.example/hybrid',
      accessCode: 'HYBRID',
      type: 'external_link',
    });
  });

  it('switched off again, sends null: the talk gives the profile gift', async () => {
    const sent = renderCreateForm();
    await fillTalk();
    const own = screen.getByRole('switch', { name: 'Give this talk its own gift' });
    await userEvent.click(own);
    await userEvent.type(screen.getByLabelText(/Gift title/), 'Left behind');
    await userEvent.click(own);
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await screen.findByRole('heading', { name: 'Event page' });
    expect((sent[0] as { gift: unknown }).gift).toBeNull();
  });
});
