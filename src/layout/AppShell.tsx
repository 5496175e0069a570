import type { ReactNode } from "react";
import { styled } from "@mui/material/styles";
import { Layout as RaLayout } from "react-admin";
import { AppBar, DriverStatusBarContext } from "./AppBar";
import { ClassificationBanner } from "./ClassificationBanner";
import { ErrorFallback } from "./ErrorFallback";
import { Menu } from "./Menu";

const Shell = styled("div", { name: "AppShell" })({
  "& > [data-testid='classification-banner-bottom']": {
    position: "sticky",
    bottom: 0,
    zIndex: 1100,
  },
});

interface AppShellProps {
  children: ReactNode;
  /** The driver status bar (a later issue); shown under the app bar to drivers. */
  driverStatusBar?: ReactNode;
}

/** The signed-in chrome: react-admin's layout with our app bar, menu and error screen. */
export function AppShell({ children, driverStatusBar }: AppShellProps) {
  return (
    <DriverStatusBarContext.Provider value={driverStatusBar}>
      <Shell>
        <RaLayout
          appBar={AppBar}
          menu={Menu}
          error={ErrorFallback}
          appBarAlwaysOn
        >
          {children}
        </RaLayout>
        <ClassificationBanner position="bottom" />
      </Shell>
    </DriverStatusBarContext.Provider>
  );
}
