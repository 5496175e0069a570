import type { ReactNode } from "react";
import { lazy, Suspense, useEffect } from "react";
import { Navigate, useLocation } from "react-admin";
import { revalidateSessionOnce } from "../../providers/authProvider";
import { lastSessionEnd } from "../../providers/session";
import { PATHS } from "../paths";
import { EnrolOnlyPage, LandingPage, ResetOnlyPage } from "../routes";
import { LiveQueryInvalidation } from "../realtime/LiveQueryInvalidation";
import { RouteGuard } from "../routing/RouteGuard";
import { useSession } from "../session/useSession";
import { AppShell } from "./AppShell";
import { PublicFrame } from "./PublicFrame";

/**
 * The system notifications banner (issue 25) loads beside the first render, not before it: most
 * pages have none to show, and the first load has a budget (issue 13).
 */
const SystemNotificationBanner = lazy(() =>
  import("../widgets/systemNotifications/SystemNotificationBanner").then(
    (m) => ({ default: m.SystemNotificationBanner }),
  ),
);

/**
 * The root decision of §2, made where react-admin renders every layout route:
 * - no user: "/" is the landing page; any other app route goes to sign-in (and back after), the
 *   "session expired" sign-in when a 401 just ended the session;
 * - a user who must reset the password sees only the reset screen at "/"; every route leads there;
 * - then, a user whose role requires a second factor not set up yet sees only its setup at "/";
 * - otherwise the app chrome, with each route guarded by §6's gates.
 * The sign-in family are noLayout routes and never reach this component.
 */
export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const atRoot = pathname === "/";
  const token = session?.token;
  useEffect(() => {
    if (token) void revalidateSessionOnce();
  }, [token]);

  if (!session) {
    if (atRoot) {
      return (
        <PublicFrame>
          <LandingPage />
        </PublicFrame>
      );
    }
    // A session that just expired goes where the HTTP client sends it too, so they agree.
    const signIn =
      lastSessionEnd() === "expired" ? PATHS.sessionExpired : PATHS.signIn;
    return (
      <Navigate
        to={signIn}
        replace
        state={{ nextPathname: pathname, nextSearch: search }}
      />
    );
  }

  if (session.user.requirePasswordReset) {
    if (!atRoot) return <Navigate to="/" replace />;
    return (
      <PublicFrame>
        <ResetOnlyPage />
      </PublicFrame>
    );
  }

  if (session.user.mfaEnrolmentRequired) {
    if (!atRoot) return <Navigate to="/" replace />;
    return (
      <PublicFrame>
        <EnrolOnlyPage />
      </PublicFrame>
    );
  }

  return (
    <AppShell>
      {/* Issue 10: changed trips re-read on every open screen without a reload. */}
      <LiveQueryInvalidation />
      <Suspense fallback={null}>
        <SystemNotificationBanner />
      </Suspense>
      <RouteGuard>{children}</RouteGuard>
    </AppShell>
  );
}
