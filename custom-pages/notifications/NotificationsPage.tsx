import DoneAllIcon from "@mui/icons-material/DoneAll";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  Stack,
  Typography,
} from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { notificationsModule } from "../../domain/modules/notifications";
import type { NotificationRow } from "../../domain/schemas/notification";
import { recordPath } from "../../src/records/recordLinks";
import { useSession } from "../../src/session/useSession";
import { usePageTitle } from "../common/usePageTitle";
import { NotificationItem } from "./NotificationItem";
import { K } from "./notificationKeys";
import { useNotificationList } from "./useNotificationList";

const pathOf = (n: NotificationRow) =>
  n.modelType && n.modelId ? recordPath(n.modelType, n.modelId) : undefined;

/**
 * /notifications (§2 top bar, issue 25): the signed-in user's notifications, unread first, each
 * newest first. One or all can be marked viewed; one about a record opens it through record reach
 * (src/records), marking it viewed on the way. The lists follow the "notifications" topic, so a new
 * one shows without a reload.
 */
export function NotificationsPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.title`);
  const navigate = useNavigate();
  const userId = useSession()?.user.userId;
  const list = useNotificationList(userId);
  const rows = [...list.unread, ...list.read];

  const open = (n: NotificationRow, path: string) => {
    if (n.viewedAt === null) void list.markViewed([n.notificationId]);
    navigate(path);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{
          mb: 2,
          alignItems: { sm: "center" },
          justifyContent: "space-between",
        }}
      >
        <Box>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {list.loaded && (
            <Typography color="text.secondary">
              {translate(`${K}.unreadCount`, { smart_count: list.unreadTotal })}
            </Typography>
          )}
        </Box>
        <Button
          startIcon={<DoneAllIcon />}
          disabled={list.busy || list.unread.length === 0}
          onClick={() =>
            void list.markViewed(list.unread.map((n) => n.notificationId))
          }
        >
          {translate(`${K}.markAllViewed`)}
        </Button>
      </Stack>
      {list.isPending && (
        <Stack
          direction="row"
          spacing={1}
          role="status"
          sx={{ alignItems: "center" }}
        >
          <CircularProgress size={20} />
          <Typography>{translate(`${K}.loading`)}</Typography>
        </Stack>
      )}
      {list.error && <Alert severity="error">{translate(`${K}.failed`)}</Alert>}
      {list.loaded && rows.length === 0 && (
        <Typography color="text.secondary">
          {translate(`${K}.empty`)}
        </Typography>
      )}
      {rows.length > 0 && (
        <List aria-label={translate(`${K}.listLabel`)}>
          {rows.map((n) => {
            const path = pathOf(n);
            return (
              <NotificationItem
                key={n.notificationId}
                notification={n}
                path={path}
                busy={list.busy}
                onOpen={() => path && open(n, path)}
                onMarkViewed={() => void list.markViewed([n.notificationId])}
              />
            );
          })}
        </List>
      )}
    </Box>
  );
}
NotificationsPage.path = notificationsModule.pages.list.path;
