/** Spec 000 §2: the heading is Dashboard when the path starts with /dashboard or is /; else Requests. */
export const dashboardHeading = (pathname: string): 'Dashboard' | 'Requests' =>
  pathname.startsWith('/dashboard') || pathname === '/' ? 'Dashboard' : 'Requests';
