import { VERIFICATION_RESEND_SECONDS } from '@tours/contract/constants';
import { useCallback, useEffect, useState } from 'react';

/** Counts down from 60 s after a successful send (spec §4); 0 means idle. */
export function useSendCodeCountdown(seconds: number = VERIFICATION_RESEND_SECONDS) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const start = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, counting, start };
}
