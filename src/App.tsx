import type { QueryClient } from "@tanstack/react-query";
import type { AuthProvider, Store } from "react-admin";
import { Admin, CustomRoutes, localStorageStore, Resource } from "react-admin";
import { Route } from "react-router-dom";
import type { AppDataProvider } from "../providers/appDataProvider";
import { dataProvider as appDataProvider } from "../providers/appDataProvider";
import { authProvider as appAuthProvider } from "../providers/authProvider";
import { i18nProvider } from "../providers/i18nProvider";
import { FeatureProvider } from "./features/FeatureProvider";
import { AppTitle } from "./layout/AppTitle";
import { DelayedSpinner } from "./layout/DelayedSpinner";
import { ErrorFallback } from "./layout/ErrorFallback";
import { Layout } from "./layout/Layout";
import { NotFound } from "./layout/NotFound";
import { PublicFrame } from "./layout/PublicFrame";
import { Toasts } from "./layout/Toasts";
import { NotYetAvailable } from "./NotYetAvailable";
import { APP_ROUTES, HomePage, PUBLIC_ROUTES, RESOURCES } from "./routes";
import { NavigationBridge } from "./routing/NavigationBridge";
import { PENDING_PUBLIC_ROUTES, PENDING_ROUTES } from "./routing/pendingRoutes";
import { lightTheme } from "./themes/lightTheme";
import { createQueryClient } from "./queryClient";

const defaultStore = localStorageStore(undefined, "nemt-portal");
const defaultQueryClient = createQueryClient();

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
          {PUBLIC_ROUTES.map(({ path, Component }) => (
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
          {PENDING_PUBLIC_ROUTES.map(({ path, titleKey }) => (
            <Route
              key={path}
              path={path}
              element={
                <PublicFrame>
                  <NotYetAvailable titleKey={titleKey} />
                </PublicFrame>
              }
            />
          ))}
        </CustomRoutes>
        <CustomRoutes>
          {APP_ROUTES.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          {PENDING_ROUTES.map(({ path, titleKey }) => (
            <Route
              key={path}
              path={path}
              element={<NotYetAvailable titleKey={titleKey} />}
            />
          ))}
        </CustomRoutes>
        {/* Every resource from the one registry in routes.tsx; a new resource adds a line there. */}
        {Object.entries(RESOURCES).map(([name, resource]) => (
          <Resource
            key={name}
            name={name}
            list={resource.list}
            create={resource.create}
            recordRepresentation={resource.recordRepresentation}
          >
            <Route path="*" element={<resource.Children />} />
          </Resource>
        ))}
      </Admin>
    </FeatureProvider>
  );
}
