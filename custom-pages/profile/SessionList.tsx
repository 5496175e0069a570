import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import dayjs from "dayjs";
import { useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { endSession, listSessions } from "../../providers/authApi";

const KEY = ["auth", "sessions"];
const M = "pages.credentials.sessions";
const when = (iso: string) => dayjs(iso).format("YYYY-MM-DD HH:mm");

/**
 * The user's live sessions on /user/profile/credentials (issue 11): where and when each was opened
 * and last used, this one marked; any other can be ended, which signs that browser out at once.
 */
export function SessionList() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: KEY,
    queryFn: async () => (await listSessions()).data,
    // A failure is said at once; the page can be opened again.
    retry: false,
  });

  const end = async (sessionId: string) => {
    setEnding(sessionId);
    try {
      await endSession(sessionId);
      notify(`${M}.ended`, { type: "success" });
      await queryClient.invalidateQueries({ queryKey: KEY });
    } catch {
      notify(`${M}.failed`, { type: "error" });
    } finally {
      setEnding(null);
    }
  };

  return (
    <section aria-labelledby="sessions-title">
      <Typography id="sessions-title" variant="h6" sx={{ mt: 4 }}>
        {translate(`${M}.title`)}
      </Typography>
      {sessions.isError && (
        <Alert severity="error">{translate(`${M}.loadFailed`)}</Alert>
      )}
      <List dense>
        {(sessions.data ?? []).map((s) => (
          <ListItem
            key={s.sessionId}
            divider
            secondaryAction={
              s.current ? (
                <Chip
                  size="small"
                  color="primary"
                  label={translate(`${M}.thisDevice`)}
                />
              ) : (
                <Button
                  size="small"
                  color="error"
                  disabled={ending === s.sessionId}
                  onClick={() => void end(s.sessionId)}
                >
                  {translate(`${M}.end`)}
                </Button>
              )
            }
          >
            <ListItemText
              primary={s.userAgent ?? translate(`${M}.unknownBrowser`)}
              secondary={translate(`${M}.detail`, {
                address: s.ipAddress ?? "—",
                created: when(s.createdAt),
                seen: when(s.lastSeenAt),
              })}
              slotProps={{
                primary: { sx: { pr: 12, wordBreak: "break-word" } },
              }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
