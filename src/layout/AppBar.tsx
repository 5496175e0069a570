import type { ReactNode } from "react";
import { styled } from "@mui/material/styles";
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  TitlePortal,
  UserMenu,
} from "react-admin";
import { BookmarksButton } from "./BookmarksButton";
import { ClassificationBanner } from "./ClassificationBanner";
import { DriverStatusSlot } from "./DriverStatusSlot";
import { NotificationsButton } from "./NotificationsButton";
import { SupportMenu } from "./SupportMenu";
import { ProfileMenuItem, SignOutMenuItem } from "./UserMenuItems";

/** Banner, app bar and driver status stick together at the top, in the page flow. */
const Header = styled("div", { name: "AppHeader" })(({ theme }) => ({
  position: "sticky",
  top: 0,
  zIndex: theme.zIndex.appBar,
}));

function HeaderContainer({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Header className={className}>
      <ClassificationBanner position="top" />
      {children}
      <DriverStatusSlot />
    </Header>
  );
}

const toolbar = (
  <>
    <SupportMenu />
    <NotificationsButton />
    <BookmarksButton />
    <LoadingIndicator />
  </>
);

const userMenu = (
  <UserMenu label="app.topBar.userMenu">
    <ProfileMenuItem />
    <SignOutMenuItem />
  </UserMenu>
);

/** Top bar (§2): page title, support menu, notifications, bookmarks, user menu. */
export function AppBar() {
  return (
    <RaAppBar
      container={HeaderContainer}
      position="static"
      toolbar={toolbar}
      userMenu={userMenu}
    >
      <TitlePortal />
    </RaAppBar>
  );
}
