import { useNavigate } from 'react-router';
import { useCallMutation } from '../../api/query';
import { paths } from '../../lib/paths';
import { setToken } from '../../lib/session';

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
