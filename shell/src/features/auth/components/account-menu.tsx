import {
  selectAccount,
  selectIsSignedIn,
  showToast,
  signInPath,
  useAppDispatch,
  useAppSelector,
} from '@yoga/shared';
import { clearSession, readRefreshToken, signedOut } from '@yoga/shared/host';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useShellT } from '../../../locales/shell-catalogue';
import { useShellLogoutMutation } from '../api/auth-endpoints';

/**
 * The header's sign-in link, or the member's name, the links declared for the account menu and a
 * sign-out button.
 */
export function AccountMenu({ links = [] }: { links?: { path: string; label: string }[] }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const account = useAppSelector(selectAccount);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [logout, { isLoading }] = useShellLogoutMutation();
  const t = useShellT();

  if (!signedIn) {
    return (
      <Link
        className="account-menu__signin"
        to={signInPath(`${location.pathname}${location.search}${location.hash}`)}
      >
        {t('shell.account.signIn')}
      </Link>
    );
  }

  async function signOut() {
    const refreshToken = readRefreshToken();
    // Revoke on the server first; the browser forgets the session whatever the answer.
    if (refreshToken) await logout({ refreshToken });
    clearSession();
    dispatch(signedOut());
    dispatch(showToast({ message: { id: 'shell.toast.signedOut' }, kind: 'success' }));
    navigate('/');
  }

  const firstName = account?.name.split(' ')[0];
  return (
    <div className="account-menu">
      <span className="account-menu__name">
        {firstName ? t('shell.account.greeting', { name: firstName }) : t('shell.account.signedIn')}
      </span>
      {links.map(({ path, label }) => (
        <Link key={path} className="account-menu__link" to={path}>
          {label}
        </Link>
      ))}
      <button
        type="button"
        className="account-menu__signout"
        onClick={() => void signOut()}
        disabled={isLoading}
      >
        {t('shell.account.signOut')}
      </button>
    </div>
  );
}
