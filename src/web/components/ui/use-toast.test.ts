// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dismissComplaintsFromOtherPages, dismissToast, toast, useToast } from './use-toast';
import { renderHook } from '@testing-library/react';

const shown = () =>
  renderHook(() => useToast())
    .result.current.toasts.filter((t) => t.open)
    .map((t) => t.title);

afterEach(() => {
  dismissToast();
  window.history.replaceState(null, '', '/');
});

describe('toasts when the page changes', () => {
  it('closes a complaint raised on the page left behind', () => {
    window.history.replaceState(null, '', '/free-qr-details');
    toast({ title: 'Missing Information', variant: 'destructive' });
    window.history.replaceState(null, '', '/free-qr-personal');
    dismissComplaintsFromOtherPages('/free-qr-personal');
    expect(shown()).toEqual([]);
  });

  it('keeps news raised just before moving on, and a complaint raised on the new page', () => {
    window.history.replaceState(null, '', '/waitlist');
    toast({ title: "You've successfully joined the waitlist." });
    window.history.replaceState(null, '', '/waitlist-complete');
    dismissComplaintsFromOtherPages('/waitlist-complete');
    expect(shown()).toEqual(["You've successfully joined the waitlist."]);

    toast({ title: 'Connection Error', variant: 'destructive' });
    dismissComplaintsFromOtherPages('/waitlist-complete');
    expect(shown()).toEqual(['Connection Error']);
  });
});
