import { Badge } from "@mui/material";
import NotificationsIcon from "@mui/icons-material/Notifications";
import { useTranslate } from "react-admin";
import { FEATURES } from "../../domain/features";
import { notificationsModule } from "../../domain/modules/notifications";
import { useFeatures } from "../features/useFeatures";
import { useSession } from "../session/useSession";
import { TopBarLink } from "./TopBarLink";
import { useNotificationCount } from "./useNotificationCount";

/** Top bar notifications link with its badge of unread ones (§2), shown only while discussions are on. */
export function NotificationsButton() {
  const translate = useTranslate();
  const { features } = useFeatures();
  const userId = useSession()?.user.userId;
  const enabled = !!features[FEATURES.discussions];
  // The count of unread ones, following the "notifications" topic (no call while discussions are off).
  const count = useNotificationCount(userId, enabled);
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
