import { useEffect, useState } from 'react';
import { serverNow } from './server-clock';

/** mm:ss of a remaining time, never below 00:00. */
export function formatMmSs(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * Time left until `endsAt` (ms on the server's clock: the draft's hold start plus 30 minutes, spec §9, or
 * an order's payExpireTime); 0 once it has run out. The server's clock, not the browser's, decides.
 */
export function useHoldCountdown(endsAt: number): number {
  const [msLeft, setMsLeft] = useState(() => Math.max(0, endsAt - serverNow()));
  useEffect(() => {
    const update = () => {
      const next = Math.max(0, endsAt - serverNow());
      setMsLeft(next);
      return next;
    };
    if (update() === 0) return;
    const timer = setInterval(() => {
      if (update() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return msLeft;
}
