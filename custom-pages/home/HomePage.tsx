import { Avatar, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { visibleMenu } from "../../domain/navigation";
import { displayName, initials } from "../../domain/users";
import { AppPage } from "../common/AppPage";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { useFeatures } from "../../src/features/useFeatures";
import { roleLabelKey } from "../../src/session/roleLabel";
import { HomePanels } from "./HomePanels";
import { QuickLinks } from "./QuickLinks";

/**
 * Signed-in "/" (§2, issue 29): who you are, what your role needs first (./homePanels.ts: a
 * facility's trips, My day, dispatch's unassigned and flagged trips, today's figures, a customer's
 * trips, and everyone's tasks, mentions and required reading), then shortcuts to everything your
 * menu shows: on a phone the menu hides in a drawer, and the panels cover only the first needs.
 */
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
      <HomePanels user={user} features={features} />
      <QuickLinks menu={menu} />
    </AppPage>
  );
}
HomePage.path = "/";
