import { isEmail } from './email.js';

/**
 * Send-code preconditions (register, checkout, merchant application): the email must match the
 * pattern and no countdown may be running; otherwise the click does nothing.
 */
export function canSendCode(email: string, secondsLeft: number): boolean {
  return secondsLeft <= 0 && isEmail(email);
}
