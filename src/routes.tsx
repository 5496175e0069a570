/**
 * Every page and resource, imported lazily so the first page does not download every module (the
 * record names other screens show before a resource loads come from its small representation file).
 * Routes come from the pages' paths (./paths) and the module declarations (domain/modules: resources
 * and the modules' own custom pages, ./routing/modulePages.ts), not from the lazy components: their
 * statics are unknown until they load, and routes must exist before that.
 */
import { lazyNamed } from "./routing/lazyNamed";
import { lazyResource } from "./routing/lazyResource";
import type { LazyResource } from "./routing/lazyResource";
import type { PageRoute } from "./routing/modulePages";
import { MODULE_APP_ROUTES, MODULE_PUBLIC_ROUTES } from "./routing/modulePages";
import { CLIENT_MODULES } from "../domain/modules/registry";
import { PATHS } from "./paths";
import type { ResourceDefinition } from "./routing/resourceRoutes";

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
export const EnrolOnlyPage = lazyNamed(
  () => import("../custom-pages/auth/EnrolOnlyPage"),
  "EnrolOnlyPage",
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

export type { PageRoute };

/**
 * The sign-in family (§2 unauthenticated): no layout, reachable signed in or not; then the modules'
 * public pages (the checkout), from their declarations.
 */
export const PUBLIC_ROUTES: readonly PageRoute[] = [
  { path: PATHS.signIn, Component: SignInPage },
  { path: PATHS.signUp, Component: SignUpPage },
  { path: PATHS.forgotPassword, Component: ForgotPasswordPage },
  { path: PATHS.resetAuth, Component: ResetAuthPage },
  { path: PATHS.setupAuth, Component: ResetAuthPage },
  { path: PATHS.contact, Component: ContactPage },
  { path: PATHS.verifyEmail, Component: VerifyEmailPage },
  ...MODULE_PUBLIC_ROUTES,
];

/**
 * Signed-in custom pages inside the layout ("/" itself is the dashboard: HomePage), then the
 * modules' pages (the dispatch board, the transport reports), from their declarations.
 */
export const APP_ROUTES: readonly PageRoute[] = [
  { path: PATHS.profile, Component: ProfilePage },
  { path: PATHS.credentials, Component: CredentialsPage },
  { path: PATHS.userProfile, Component: UserProfilePage },
  { path: PATHS.setStatus, Component: SetStatusPage },
  ...MODULE_APP_ROUTES,
];

/** Each resource folder's screens, one lazy chunk per folder (found by name, not listed). */
const SCREENS = import.meta.glob<{ default: ResourceDefinition }>(
  "../resources/*/index.tsx",
);

/**
 * How other screens name a record before its resource has loaded (a drivers list names linked user
 * accounts without loading the users admin): the folder's small representation.ts, read eagerly.
 */
const REPRESENTATIONS = import.meta.glob<(record: never) => string>(
  "../resources/*/representation.ts",
  { eager: true, import: "recordRepresentation" },
);

/** Every declared module with a client folder (domain/modules), mounted from its declaration. */
export const RESOURCES: Readonly<Record<string, LazyResource>> =
  Object.fromEntries(
    CLIENT_MODULES.map((m) => {
      const load = SCREENS[`../resources/${m.folder}/index.tsx`];
      if (!load) throw new Error(`resources/${m.folder}/index.tsx is missing`);
      return [
        m.name,
        lazyResource(load, {
          recordBase: m.recordBase,
          show: m.screens?.show,
          pages: m.screens?.pages,
          recordRepresentation:
            REPRESENTATIONS[`../resources/${m.folder}/representation.ts`],
          icon: m.menu?.[0]?.key,
        }),
      ];
    }),
  );

/**
 * Starts loading the screens of the resource that owns `pathname` (its list at /{name}, its record
 * screens under /{recordBase}/), so that the first page's chunk downloads while the shell starts
 * instead of after its first render (main.tsx; issue 13). Unknown paths load nothing.
 */
export function preloadRoute(pathname: string): void {
  const owns = (base: string) =>
    pathname === `/${base}` || pathname.startsWith(`/${base}/`);
  const module = CLIENT_MODULES.find(
    (m) => owns(m.name) || (m.recordBase !== undefined && owns(m.recordBase)),
  );
  // A failure here is the screen's own lazy load to report, when it renders.
  SCREENS[`../resources/${module?.folder}/index.tsx`]?.().catch(
    () => undefined,
  );
}
