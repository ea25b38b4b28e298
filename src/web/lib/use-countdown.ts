import { useEffect, useRef, useState } from 'react';

/**
 * Counts down once a second from `seconds` while `running`, and calls `onDone` when it reaches 0.
 * Returns the seconds left.
 */
export function useCountdown(seconds: number, onDone: () => void, running = true): number {
  const [remaining, setRemaining] = useState(seconds);
  const onDoneRef = useRef(onDone);

  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (running && remaining === 0) onDoneRef.current();
  }, [remaining, running]);

  return remaining;
}
