import { useNavigate } from 'react-router';
import { useCallMutation } from '../../api/query';
import { paths } from '../../lib/paths';
import { setToken } from '../../lib/session';

/** The sign-in calls (spec §4); the email code is a shared send (api/verification-codes.ts). */

/** verify.login; success stores the token and goes to the account centre (spec §4). */
export function useLogIn(onDone?: () => void) {
  const navigate = useNavigate();
  return useCallMutation('verify.login', {
    onSuccess: ({ token }) => {
      setToken(token);
      onDone?.();
      navigate(paths.personalCenter.href());
    },
  });
}

/** verify.register; what follows a success is the caller's (the page goes to /login, the dialog to logging in). */
export const useRegister = (onSuccess?: () => void) => useCallMutation('verify.register', { onSuccess: () => onSuccess?.() });
