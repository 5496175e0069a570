import type { ReactNode } from "react";
import { styled } from "@mui/material/styles";
import { Layout as RaLayout } from "react-admin";
import { AppBar } from "./AppBar";
import { ClassificationBanner } from "./ClassificationBanner";
import { useResourceDocumentTitle } from "./documentTitle";
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
}

/** The signed-in chrome: react-admin's layout with our app bar, menu and error screen. */
export function AppShell({ children }: AppShellProps) {
  useResourceDocumentTitle();
  return (
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
  );
}
