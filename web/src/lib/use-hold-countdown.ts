import dayjs from 'dayjs';
import duration from 'dayjs/plugin/duration';
import { useEffect, useState } from 'react';
import { serverNow } from './server-clock';

dayjs.extend(duration);

/**
 * A remaining time as a clock, never below 00:00: mm:ss under an hour (checkout's 30-minute hold), h:mm:ss from an
 * hour up, the hours counted whole (an order's payExpireTime may be a day or more away: 31:29:30, not 1889:30).
 */
export function formatTimeLeft(ms: number): string {
  const left = dayjs.duration(Math.max(0, Math.ceil(ms / 1000)), 'seconds');
  const hours = Math.floor(left.asHours());
  return hours > 0 ? `${hours}:${left.format('mm:ss')}` : left.format('mm:ss');
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
