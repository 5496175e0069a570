import { Avatar, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { visibleMenu } from "../../domain/navigation";
import { displayName, initials } from "../../domain/users";
import { AppPage } from "../common/AppPage";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { useFeatures } from "../../src/features/useFeatures";
import { roleLabelKey } from "../../src/session/roleLabel";
import { FEATURES } from "../../domain/features";
import { MyDay } from "./MyDay";
import { MyTasksPanel } from "./MyTasksPanel";
import { QuickLinks } from "./QuickLinks";

/** Signed-in "/" (§2): who you are, and shortcuts to everything your menu shows. */
export function HomePage() {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  // Feature toggles come from the shell; until they load, feature-gated links stay hidden.
  const { features } = useFeatures();
  const menu = visibleMenu(user, features);
  return (
    <AppPage titleKey="pages.home.title">
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
        <Avatar aria-hidden>{initials(user)}</Avatar>
        <div>
          <Typography component="h2" variant="h6">
            {translate("pages.home.greeting", { name: displayName(user) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate("pages.home.role", {
              role: translate(roleLabelKey(user)),
            })}
          </Typography>
        </div>
      </Stack>
      {/* Issue 10: a driver's published day comes first. */}
      {user?.driverDetail?.driverId && <MyDay />}
      {/* Issue 24: open tasks due soon, across the user's workspaces, while the module is on. */}
      {user && features[FEATURES.workspaces] && (
        <MyTasksPanel userId={user.userId} />
      )}
      <QuickLinks menu={menu} />
    </AppPage>
  );
}
HomePage.path = "/";
