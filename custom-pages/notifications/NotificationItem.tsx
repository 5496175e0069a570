import DoneIcon from "@mui/icons-material/Done";
import {
  Box,
  Chip,
  IconButton,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import type { NotificationRow } from "../../domain/schemas/notification";
import { recordLabelKey } from "../../src/records/recordLinks";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import { K } from "./notificationKeys";

interface NotificationItemProps {
  notification: NotificationRow;
  /** Where its record opens (record reach), or undefined: nothing to open. */
  path: string | undefined;
  busy: boolean;
  onOpen: () => void;
  onMarkViewed: () => void;
}

/**
 * One notification: its title, message, sender and age; unread ones stand out and can be marked
 * viewed; one about a record opens it (marking it viewed). Text wraps, so it reads on a phone.
 */
export function NotificationItem({
  notification: n,
  path,
  busy,
  onOpen,
  onMarkViewed,
}: NotificationItemProps) {
  const translate = useTranslate();
  const unread = n.viewedAt === null;
  const kind = n.modelType
    ? translate(recordLabelKey(n.modelType), { _: n.modelType })
    : null;
  const text = (
    <ListItemText
      primary={
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography
            component="span"
            sx={{ fontWeight: unread ? 700 : 400, overflowWrap: "anywhere" }}
          >
            {n.title}
          </Typography>
          {unread && (
            <Chip
              size="small"
              color="primary"
              label={translate(`${K}.unread`)}
            />
          )}
        </Stack>
      }
      secondary={
        <Box component="span" sx={{ display: "block" }}>
          <Box
            component="span"
            sx={{
              display: "block",
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
            }}
          >
            {n.message}
          </Box>
          <Box component="span" sx={{ display: "block", mt: 0.5 }}>
            {translate(`${K}.from`, { name: n.senderName })}
            {" · "}
            <RelativeTime value={n.createdAt} />
            {kind && ` · ${kind}`}
          </Box>
        </Box>
      }
    />
  );
  return (
    <ListItem
      divider
      disablePadding
      aria-label={n.title}
      secondaryAction={
        unread ? (
          <IconButton
            edge="end"
            disabled={busy}
            aria-label={translate(`${K}.markViewedNamed`, { title: n.title })}
            title={translate(`${K}.markViewed`)}
            onClick={onMarkViewed}
          >
            <DoneIcon />
          </IconButton>
        ) : undefined
      }
      sx={unread ? { bgcolor: "action.hover" } : undefined}
    >
      {path ? (
        <ListItemButton
          onClick={onOpen}
          aria-label={translate(`${K}.open`, { title: n.title })}
          sx={{ pr: unread ? 7 : 2 }}
        >
          {text}
        </ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1, pr: unread ? 7 : 2, width: "100%" }}>
          {text}
        </Box>
      )}
    </ListItem>
  );
}
