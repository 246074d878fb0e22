import { Navigate, Outlet } from 'react-router';
import { useCurrentUser, type Role } from '../../lib/current-user';

/** Spec 000 §6: a role outside the route's allowed list is sent to /page-not-found. */
export const RequireRole = ({ roles }: { roles: readonly Role[] }) => {
  const user = useCurrentUser();
  if (!roles.includes(user.role)) return <Navigate to="/page-not-found" replace />;
  return <Outlet />;
};

/** Spec 000 §2, '/': admin goes to /dashboard, anyone else to /personal. */
export const RoleRedirect = () => {
  const user = useCurrentUser();
  return <Navigate to={user.role === 'admin' ? '/dashboard' : '/personal'} replace />;
};
