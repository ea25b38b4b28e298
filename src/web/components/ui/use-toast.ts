import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '../../../shared/domain/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
  /** The path of the page that raised it. */
  raisedOn: string;
}

// Long enough for the close animation to finish before the toast leaves the DOM.
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

/**
 * Closes the complaints (destructive toasts) raised on another page: a missing field or a refused
 * value is about the page the person has left. Other toasts, such as "Saved" raised just before
 * the app moves on, stay for their time.
 */
export function dismissComplaintsFromOtherPages(pathname: string) {
  for (const t of toasts) if (t.open && t.variant === 'destructive' && t.raisedOn !== pathname) dismissToast(t.id);
}

/** Shows a toast from anywhere (components, mutation callbacks, plain modules). A new toast replaces the visible one. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const raisedOn = typeof window === 'undefined' ? '' : window.location.pathname;
  const item: ToastItem = { variant: 'default', ...options, id, open: true, raisedOn };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) {
    if (!kept.includes(dropped)) {
      clearTimeout(removeTimers.get(dropped.id));
      removeTimers.delete(dropped.id);
    }
  }
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
