import { useCallback, useEffect, useRef } from 'react';

/**
 * After an approval the messages go out in the background; the page keeps polling the campaign
 * (see api/delivery-poll.ts) and calls `onDelivered` once, when the last message has been handled.
 */
export function useDeliveryWatch<T extends { status: string }>(data: T | undefined, onDelivered: (data: T) => void) {
  const watching = useRef(false);
  useEffect(() => {
    if (!watching.current || !data || data.status === 'approved' || data.status === 'pending') return;
    watching.current = false;
    onDelivered(data);
  }, [data, onDelivered]);
  return {
    watch: useCallback(() => {
      watching.current = true;
    }, []),
  };
}
