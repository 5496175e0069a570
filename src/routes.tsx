/**
 * Every page and resource, imported lazily so the first page does not download every module (the
 * record names other screens show before a resource loads come from its small model files).
 * Paths are listed here as well as on each page's static `path`: a lazy component's statics are
 * unknown until it loads, and routes must exist before that.
 */
import type { ComponentType } from "react";
import { lazy } from "react";
import { displayName } from "../domain/users";
import { driverName } from "../resources/drivers/driverModel";
import { patientName } from "../resources/patients/patientModel";
import { vehicleLabel } from "../resources/vehicles/vehicleModel";
import { lazyResource } from "./routing/lazyResource";

/** React.lazy for a module's named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() =>
    load().then((m) => ({ default: m[name] as ComponentType })),
  );
}

export const LandingPage = lazyNamed(
  () => import("../custom-pages/landing/LandingPage"),
  "LandingPage",
);
export const SignInPage = lazyNamed(
  () => import("../custom-pages/auth/SignInPage"),
  "SignInPage",
);
export const SignUpPage = lazyNamed(
  () => import("../custom-pages/auth/SignUpPage"),
  "SignUpPage",
);
export const ForgotPasswordPage = lazyNamed(
  () => import("../custom-pages/auth/ForgotPasswordPage"),
  "ForgotPasswordPage",
);
export const ResetAuthPage = lazyNamed(
  () => import("../custom-pages/auth/ResetAuthPage"),
  "ResetAuthPage",
);
export const ContactPage = lazyNamed(
  () => import("../custom-pages/auth/ContactPage"),
  "ContactPage",
);
export const VerifyEmailPage = lazyNamed(
  () => import("../custom-pages/auth/VerifyEmailPage"),
  "VerifyEmailPage",
);
export const HomePage = lazyNamed(
  () => import("../custom-pages/home/HomePage"),
  "HomePage",
);
export const ResetOnlyPage = lazyNamed(
  () => import("../custom-pages/auth/ResetOnlyPage"),
  "ResetOnlyPage",
);
export const ProfilePage = lazyNamed(
  () => import("../custom-pages/profile/ProfilePage"),
  "ProfilePage",
);
export const CredentialsPage = lazyNamed(
  () => import("../custom-pages/profile/CredentialsPage"),
  "CredentialsPage",
);
export const SetStatusPage = lazyNamed(
  () => import("../custom-pages/driver-status/SetStatusPage"),
  "SetStatusPage",
);
export const UserProfilePage = lazyNamed(
  () => import("../custom-pages/profile/UserProfilePage"),
  "UserProfilePage",
);

export interface PageRoute {
  path: string;
  Component: ComponentType;
}

/** The sign-in family (§2 unauthenticated): no layout, reachable signed in or not. */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  { path: "/signin", Component: SignInPage },
  { path: "/sign-up", Component: SignUpPage },
  { path: "/forgot-password", Component: ForgotPasswordPage },
  { path: "/reset-auth", Component: ResetAuthPage },
  { path: "/setup-auth", Component: ResetAuthPage },
  { path: "/contact", Component: ContactPage },
  { path: "/verify-email", Component: VerifyEmailPage },
];

/** Signed-in custom pages inside the layout ("/" itself is the dashboard: HomePage). */
export const APP_ROUTES: readonly PageRoute[] = [
  { path: "/user/profile", Component: ProfilePage },
  { path: "/user/profile/credentials", Component: CredentialsPage },
  { path: "/user/profile/:userId", Component: UserProfilePage },
  { path: "/driver/set-status", Component: SetStatusPage },
];

const T = "admin/transport";

export const RESOURCES = {
  "admin/features": lazyResource(() => import("../resources/features")),
  "admin/users": lazyResource(() => import("../resources/users"), {
    recordRepresentation: displayName,
  }),
  [`${T}/drivers`]: lazyResource(() => import("../resources/drivers"), {
    recordBase: `${T}/driver`,
    show: true,
    recordRepresentation: driverName,
  }),
  [`${T}/vehicles`]: lazyResource(() => import("../resources/vehicles"), {
    recordBase: `${T}/vehicle`,
    show: true,
    recordRepresentation: vehicleLabel,
    pages: ["documents/:id"],
  }),
  [`${T}/facilities`]: lazyResource(() => import("../resources/facilities"), {
    recordBase: `${T}/facility`,
    show: true,
    recordRepresentation: (r: { facilityName: string }) => r.facilityName,
  }),
  [`${T}/facility-users`]: lazyResource(
    () => import("../resources/facility-users"),
    { recordBase: `${T}/facility-user` },
  ),
  [`${T}/insurance-providers`]: lazyResource(
    () => import("../resources/insurance-providers"),
    { recordRepresentation: (r: { name: string }) => r.name },
  ),
  [`${T}/patients`]: lazyResource(() => import("../resources/patients"), {
    show: true,
    recordRepresentation: patientName,
  }),
  // §2: the price lists are indexed by booking type (community, facility, hospital).
  [`${T}/trip-prices`]: lazyResource(() => import("../resources/trip-prices"), {
    pages: ["community", "facility", "hospital"],
  }),
} as const;
