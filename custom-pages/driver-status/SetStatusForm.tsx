import { useState } from "react";
import type { FormEvent } from "react";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Statement } from "./InfluenceStatement";
import { InfluenceStatement } from "./InfluenceStatement";
import { LocationStatus } from "./LocationStatus";
import { useBrowserPosition } from "../../src/session/useBrowserPosition";
import { useGoOnline } from "./useGoOnline";

const T = "transport.driverStatus.setStatus";
const NO_POSITION = { latitude: 0, longitude: 0 };

/**
 * The browser's position (asked for on mount) and the alcohol and drug statement; submitting posts
 * the influence record and then, unless the driver is under the influence, the online record.
 */
export function SetStatusForm({ driverId }: { driverId: string }) {
  const translate = useTranslate();
  const { state, retry } = useBrowserPosition();
  const [statement, setStatement] = useState<Statement | null>(null);
  const { submit, submitting, refused } = useGoOnline(driverId);
  // Over plain HTTP the browser gives no position (issue 22): the driver goes online without one,
  // sent as zero coordinates as Go Offline sends them (§2).
  const position =
    state.status === "located"
      ? state.position
      : state.status === "insecure"
        ? NO_POSITION
        : null;
  // After a statement of being under the influence this visit cannot put the driver online.
  const ready = position !== null && statement !== null && !refused;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !position) return;
    void submit(position, statement === "under");
  };

  return (
    <Stack
      component="form"
      spacing={3}
      onSubmit={onSubmit}
      noValidate
      sx={{ maxWidth: 640 }}
    >
      <Typography variant="body1">{translate(`${T}.intro`)}</Typography>
      <LocationStatus state={state} onRetry={retry} />
      <InfluenceStatement
        value={statement}
        onChange={setStatement}
        disabled={submitting || refused}
      />
      {refused && (
        <Alert severity="warning" role="alert">
          {translate(`${T}.underInfluence`)}
        </Alert>
      )}
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={!ready || submitting}
        >
          {translate(submitting ? `${T}.submitting` : `${T}.submit`)}
        </Button>
      </div>
    </Stack>
  );
}
