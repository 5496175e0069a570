import { Button, List, ListItemButton, Stack, Typography } from "@mui/material";
import { LinkBase, useGetList } from "react-admin";
import {
  systemNotificationEditPath,
  systemNotificationsModule as m,
} from "../../../domain/modules/systemNotifications";
import type { SystemNotification } from "../../../domain/schemas/systemNotification";
import { StatusChip } from "../StatusChip";
import { tripDateTimeText } from "../trips/tripTimes";
import { useSystemNotificationsPanelTranslate } from "./useSystemNotificationsPanelTranslate";
import { PanelCard } from "../PanelCard";

const SHOWN = 10;
/** The banner's colours (SystemNotificationBanner): alert is the error colour. */
const TYPE_COLORS = {
  success: "success",
  info: "info",
  warning: "warning",
  alert: "error",
} as const;

/**
 * A system administrator's active system notifications (issue 29), newest first: one search of the
 * module's list (`active: true`), each opening its edit page, with New and All beside the title. The
 * banner above every page shows those whose window is open now; this panel also shows the scheduled.
 */
export function SystemNotificationsPanel() {
  const t = useSystemNotificationsPanelTranslate();
  const { data, error, isPending } = useGetList<SystemNotification>(m.name, {
    filter: { active: true },
    sort: { field: "createdAt", order: "DESC" },
    pagination: { page: 1, perPage: SHOWN },
  });
  const title = t("title");
  const rows = data ?? [];
  const shownWhen = (n: SystemNotification) =>
    [
      n.startDisplayAt &&
        t("from", { date: tripDateTimeText(n.startDisplayAt) }),
      n.endDisplayAt
        ? t("until", { date: tripDateTimeText(n.endDisplayAt) })
        : t("always"),
    ]
      .filter(Boolean)
      .join(" · ");
  return (
    <PanelCard
      title={title}
      action={
        <>
          <Button size="small" component={LinkBase} to={m.paths.create}>
            {t("create")}
          </Button>
          <Button size="small" component={LinkBase} to={m.paths.list}>
            {t("all")}
          </Button>
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
              key={n.notificationSystemId}
              component={LinkBase}
              to={systemNotificationEditPath(n.notificationSystemId)}
              divider
              sx={{ display: "block", px: 1 }}
            >
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <StatusChip
                  status={n.notificationSystemType}
                  colors={TYPE_COLORS}
                  labelKey={m.key(`types.${n.notificationSystemType}`)}
                />
                <Typography sx={{ overflowWrap: "anywhere", minWidth: 0 }}>
                  {n.message}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {shownWhen(n)}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      )}
    </PanelCard>
  );
}
