import { Badge } from "@mui/material";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useTranslate } from "react-admin";
import { FEATURES } from "../../domain/features";
import { isBuilt } from "../../domain/modules/defineModule";
import { notificationsModule } from "../../domain/modules/notifications";
import { useFeatures } from "../features/useFeatures";
import { useSession } from "../session/useSession";
import { TopBarLink } from "./TopBarLink";
import { useNotificationCount } from "./useNotificationCount";

/** Top bar notifications link with its badge (§2), shown only while discussions are on. */
export function NotificationsButton() {
  const translate = useTranslate();
  const { features } = useFeatures();
  const userId = useSession()?.user.userId;
  const enabled = !!features[FEATURES.discussions];
  // Until the notifications module is built its endpoint does not exist: no call, no 404 per page.
  const count = useNotificationCount(
    userId,
    enabled && isBuilt(notificationsModule),
  );
  if (!enabled) return null;
  const label = count
    ? translate("app.topBar.notificationsCount", { count })
    : translate("app.topBar.notifications");
  return (
    <TopBarLink to={notificationsModule.pages.list.path} label={label}>
      <Badge badgeContent={count} color="error" max={99}>
        <NotificationsIcon />
      </Badge>
    </TopBarLink>
  );
}
