import { List, ListItemButton, ListItemText, Typography } from "@mui/material";
import { LinkBase, useGetList } from "react-admin";
import { notificationsModule } from "../../../domain/modules/notifications";
import type { NotificationRow } from "../../../domain/schemas/notification";
import { NOTIFICATIONS_QUERY_KEY } from "../../layout/useNotificationCount";
import { useLiveRefetch } from "../../realtime/useLiveRefetch";
import { recordPath } from "../../records/recordLinks";
import { RelativeTime } from "../RelativeTime";
import { useMentionsPanelTranslate } from "./useMentionsPanelTranslate";
import { MENTION_NOTIFICATION_TYPE } from "../../../domain/notificationTypes";
import { PanelCard } from "../PanelCard";

const SHOWN = 10;

type Row = NotificationRow & { id: string };

/** Where a mention opens: the record its thread is about, else the notifications page. */
const pathOf = (n: NotificationRow) =>
  (n.modelType && n.modelId && recordPath(n.modelType, n.modelId)) ||
  notificationsModule.pages.list.path;

/**
 * The signed-in user's unread mentions, newest first (issue 29): one search of their own
 * notifications, `{recipientUserId, viewed: false, notificationType: "mention"}`, each opening the
 * record whose thread mentioned them. Follows the "notifications" topic as the badge does. The home
 * page mounts it only while feature-discussions (the notifications module's toggle) is on.
 */
export function UnreadMentionsPanel({ userId }: { userId: string }) {
  const t = useMentionsPanelTranslate();
  const { data, total, error, isPending } = useGetList<Row>(
    notificationsModule.name,
    {
      filter: {
        recipientUserId: userId,
        viewed: false,
        notificationType: MENTION_NOTIFICATION_TYPE,
      },
      sort: { field: "createdAt", order: "DESC" },
      pagination: { page: 1, perPage: SHOWN },
    },
  );
  useLiveRefetch("notifications", [NOTIFICATIONS_QUERY_KEY]);
  const title = t("title");
  const rows = data ?? [];
  return (
    <PanelCard
      title={title}
      action={
        <>
          <LinkBase to={notificationsModule.pages.list.path}>
            {t("all")}
          </LinkBase>
        </>
      }
      loading={isPending && t("loading")}
      failed={!!error && t("failed")}
      empty={!error && !isPending && rows.length === 0 && t("empty")}
    >
      {rows.length > 0 && (
        <List dense disablePadding aria-label={title}>
          {rows.map((n) => (
            <ListItemButton
              key={n.notificationId}
              component={LinkBase}
              to={pathOf(n)}
              divider
              sx={{ px: 1 }}
            >
              <ListItemText
                primary={n.title}
                secondary={
                  <>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{
                        display: "-webkit-box",
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: "vertical",
                        overflow: "hidden",
                        overflowWrap: "anywhere",
                      }}
                    >
                      {n.message}
                    </Typography>
                    <RelativeTime value={n.createdAt} />
                  </>
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {total !== undefined && total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("more", { total })}
        </Typography>
      )}
    </PanelCard>
  );
}
