import { HOLD_MS } from '@tours/contract/constants';
import { useEffect, useState } from 'react';

/** mm:ss of a remaining time, never below 00:00. */
export function formatMmSs(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** The 30-minute hold (spec §9), counted from `startedAt`; 0 once it has run out. */
export function useHoldCountdown(startedAt: number): number {
  const left = () => Math.max(0, startedAt + HOLD_MS - Date.now());
  const [msLeft, setMsLeft] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = Math.max(0, startedAt + HOLD_MS - Date.now());
      setMsLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return msLeft;
}
