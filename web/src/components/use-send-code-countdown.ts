import { VERIFICATION_RESEND_SECONDS } from '@tours/contract/constants';
import { useCallback, useEffect, useState } from 'react';

/** A countdown that outlives the page view (checkout keeps it with its draft, so a reload goes on counting). */
export interface KeptCountdown {
  /** Seconds left of a countdown started before this page view; 0 when none runs. */
  secondsLeft: number;
  /** Told when a countdown starts, with the moment (ms) the next send may be made. */
  onStart: (resendAt: number) => void;
}

/** Counts down from 60 s after a successful send (spec §4); 0 means idle. */
export function useSendCodeCountdown(seconds: number = VERIFICATION_RESEND_SECONDS, kept?: KeptCountdown) {
  const [secondsLeft, setSecondsLeft] = useState(() => kept?.secondsLeft ?? 0);
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const start = useCallback(() => {
    setSecondsLeft(seconds);
    kept?.onStart(Date.now() + seconds * 1000);
  }, [seconds, kept]);
  return { secondsLeft, counting, start };
}
