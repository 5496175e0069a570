import { useEffect, useRef } from "react";
import { Button, Chip, Typography } from "@mui/material";
import { styled } from "@mui/material/styles";
import { LinkBase, useCreate, useNotify, useTranslate } from "react-admin";
import { OFFLINE_REFRESH_DELAY_MS } from "../../domain/constants";
import { useNotifyError } from "../notifications/useNotifyError";
import {
  formatTimeOnline,
  isOnline,
  offlineBody,
  ONLINE_STATUS_RESOURCE,
} from "../driver-status/driverStatusModel";
import { PATHS } from "../paths";
import { useLatestOnlineStatus } from "../driver-status/useLatestOnlineStatus";
import { useMinuteClock } from "../driver-status/useMinuteClock";

const Bar = styled("section", { name: "AppDriverStatusBar" })(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: theme.spacing(1.5),
  minHeight: 40,
  paddingInline: theme.spacing(2),
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const T = "transport.driverStatus.bar";
const reloadPage = () => window.location.reload();

interface DriverStatusBarProps {
  /** The signed-in driver's record (user.driverDetail), or null when the account has none. */
  driverId: string | null;
  /** What 'Go Offline' does 750 ms after posting (tests pass a spy). */
  reload?: () => void;
}

/**
 * §2 driver status bar: Online (with Time Online, H:MM, ticking each minute) or Offline. 'Go Offline'
 * posts {onlineStatus: false} at 0,0 and reloads after OFFLINE_REFRESH_DELAY_MS; 'Go Online' opens
 * /driver/set-status, where the position and the alcohol and drug statement are taken.
 */
export function DriverStatusBar({
  driverId,
  reload = reloadPage,
}: DriverStatusBarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { latest, isPending, error } = useLatestOnlineStatus(driverId);
  const online = isOnline(latest);
  const now = useMinuteClock(online);
  const [create, { isPending: posting }] = useCreate();
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const goOffline = async () => {
    if (!driverId) return;
    try {
      await create(
        ONLINE_STATUS_RESOURCE,
        { data: offlineBody(driverId) },
        { returnPromise: true },
      );
    } catch (e) {
      notifyError(e);
      return;
    }
    notify("transport.driverStatus.notifications.onlineCreated", {
      type: "success",
    });
    reloadTimer.current = setTimeout(reload, OFFLINE_REFRESH_DELAY_MS);
  };

  const goOnline = (
    <Button
      component={LinkBase}
      to={PATHS.setStatus}
      size="small"
      variant="contained"
    >
      {translate(`${T}.goOnline`)}
    </Button>
  );

  let content;
  if (!driverId) {
    content = (
      <Typography variant="body2">
        {translate(`${T}.noDriverRecord`)}
      </Typography>
    );
  } else if (isPending) {
    content = (
      <Typography variant="body2">{translate(`${T}.loading`)}</Typography>
    );
  } else if (error) {
    content = (
      <>
        <Typography variant="body2">{translate(`${T}.unavailable`)}</Typography>
        {goOnline}
      </>
    );
  } else if (online && latest) {
    content = (
      <>
        <Chip color="success" size="small" label={translate(`${T}.online`)} />
        <Typography variant="body2">
          {translate(`${T}.timeOnline`, {
            time: formatTimeOnline(latest.createdAt, now),
          })}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={goOffline}
          disabled={posting}
        >
          {translate(`${T}.goOffline`)}
        </Button>
      </>
    );
  } else {
    content = (
      <>
        <Chip size="small" label={translate(`${T}.offline`)} />
        {goOnline}
      </>
    );
  }
  return <Bar aria-label={translate(`${T}.label`)}>{content}</Bar>;
}
