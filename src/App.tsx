import type { QueryClient } from "@tanstack/react-query";
import type { AuthProvider, Store } from "react-admin";
import { Admin, CustomRoutes, localStorageStore } from "react-admin";
import { Route } from "react-router-dom";
import type { AppDataProvider } from "../providers/appDataProvider";
import { dataProvider as appDataProvider } from "../providers/appDataProvider";
import {
  authProvider as appAuthProvider,
  identityOf,
} from "../providers/authProvider";
import { readSession } from "../providers/session";
import { i18nProvider } from "./i18n/i18nProvider";
import { FeatureProvider } from "./features/FeatureProvider";
import { AppTitle } from "./layout/AppTitle";
import { DelayedSpinner } from "./layout/DelayedSpinner";
import { ErrorFallback } from "./layout/ErrorFallback";
import { Layout } from "./layout/Layout";
import { NotFound } from "./layout/NotFound";
import { PublicFrame } from "./layout/PublicFrame";
import { Toasts } from "./layout/Toasts";
import { NotYetAvailable } from "./NotYetAvailable";
import type { PageRoute } from "./routes";
import { APP_ROUTES, HomePage, PUBLIC_ROUTES, RESOURCES } from "./routes";
import { NavigationBridge } from "./routing/NavigationBridge";
import { resourceElements } from "./routing/resourceRoutes";
import type { PendingRoute } from "./routing/pendingRoutes";
import { PENDING_PUBLIC_ROUTES, PENDING_ROUTES } from "./routing/pendingRoutes";
import { lightTheme } from "./themes/lightTheme";
import { createQueryClient } from "./queryClient";

/** A module not built yet is a page like any other: the shared "not available yet" one. */
const pendingPage = ({ path, titleKey }: PendingRoute): PageRoute => ({
  path,
  Component: () => <NotYetAvailable titleKey={titleKey} />,
});
const PUBLIC_PAGES = [
  ...PUBLIC_ROUTES,
  ...PENDING_PUBLIC_ROUTES.map(pendingPage),
];
const APP_PAGES = [...APP_ROUTES, ...PENDING_ROUTES.map(pendingPage)];

const defaultStore = localStorageStore(undefined, "nemt-portal");
const defaultQueryClient = createQueryClient();
// The stored session already holds the user: seeding react-admin's identity query lets the app
// bar's user button render with the name at once, instead of as an icon that widens a moment
// later (layout shift, issue 13). The query still re-reads it from the auth provider on mount.
const storedSession = readSession();
if (storedSession)
  defaultQueryClient.setQueryData(
    ["auth", "getIdentity"],
    identityOf(storedSession.user),
  );

export interface AppProps {
  /** Tests pass memoryStore() and their own providers; the app uses the real ones. */
  store?: Store;
  dataProvider?: AppDataProvider;
  authProvider?: AuthProvider;
  queryClient?: QueryClient;
}

/**
 * The composition root. It expects a router around it (main.tsx: a browser data router; tests: a
 * memory router), so react-admin uses it instead of its default hash router.
 *
 * requireAuth is not set: "/" is public for visitors (landing page) and private for users, so the
 * decision lives in <Layout>, which sends signed-out visitors of any other app route to /signin.
 */
export function App({
  store = defaultStore,
  dataProvider = appDataProvider,
  authProvider = appAuthProvider,
  queryClient = defaultQueryClient,
}: AppProps) {
  return (
    <FeatureProvider dataProvider={dataProvider}>
      <NavigationBridge />
      <Admin
        title={<AppTitle />}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={lightTheme}
        layout={Layout}
        dashboard={HomePage}
        catchAll={NotFound}
        loading={DelayedSpinner}
        error={ErrorFallback}
        notification={Toasts}
        loginPage={false}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          {PUBLIC_PAGES.map(({ path, Component }) => (
            <Route
              key={path}
              path={path}
              element={
                <PublicFrame>
                  <Component />
                </PublicFrame>
              }
            />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          {APP_PAGES.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </CustomRoutes>
        {/* Every resource from the one registry in routes.tsx; a new resource adds a line there. */}
        {Object.entries(RESOURCES).flatMap(([name, resource]) =>
          resourceElements(name, resource),
        )}
      </Admin>
    </FeatureProvider>
  );
}
