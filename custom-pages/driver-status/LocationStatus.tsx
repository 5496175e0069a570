import {
  Alert,
  Button,
  CircularProgress,
  Stack,
  Typography,
} from "@mui/material";
import RefreshIcon from "@mui/icons-material/Refresh";
import { useTranslate } from "react-admin";
import type { PositionState } from "../../src/session/positionModel";
import { formatCoordinate } from "../../src/session/positionModel";

const T = "transport.driverStatus.setStatus.location";

/** Where the position request stands: waiting, found, or why not (with a retry where it helps). */
export function LocationStatus({
  state,
  onRetry,
}: {
  state: PositionState;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  let body;
  if (state.status === "waiting") {
    body = (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center" }}
        role="status"
      >
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{translate(`${T}.waiting`)}</Typography>
      </Stack>
    );
  } else if (state.status === "located") {
    body = (
      <Alert severity="success" role="status">
        {translate(`${T}.located`, {
          latitude: formatCoordinate(state.position.latitude),
          longitude: formatCoordinate(state.position.longitude),
        })}
      </Alert>
    );
  } else if (state.status === "insecure") {
    // Nothing to retry: the page's address decides (issue 22).
    body = (
      <Alert severity="warning" role="status">
        {translate(`${T}.insecure`)}
      </Alert>
    );
  } else {
    body = (
      <Alert
        severity="error"
        action={
          state.status === "unsupported" ? undefined : (
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={onRetry}
            >
              {translate(`${T}.retry`)}
            </Button>
          )
        }
      >
        {translate(`${T}.${state.status}`)}
      </Alert>
    );
  }
  return (
    <section aria-labelledby="set-status-location">
      <Typography
        id="set-status-location"
        component="h2"
        variant="h6"
        gutterBottom
      >
        {translate(`${T}.heading`)}
      </Typography>
      {body}
    </section>
  );
}
