import { useState } from "react";
import { Alert, Button, Stack } from "@mui/material";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { K } from "./supportModel";

const S = `${K}.show`;

/**
 * After a resolve the requester says whether the problem was solved: yes closes the request, no
 * reopens it (POST /support-requests/{id}/solved).
 */
export function SolvedQuestion({
  supportRequestId,
  onAnswered,
}: {
  supportRequestId: string;
  onAnswered: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const answer = async (solved: boolean) => {
    setBusy(true);
    try {
      await dataProvider.supportSolved(supportRequestId, solved);
      notify(`${S}.${solved ? "solvedThanks" : "reopened"}`, {
        type: "success",
      });
      onAnswered();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ my: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => void answer(true)}
          >
            {translate(`${S}.solvedYes`)}
          </Button>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => void answer(false)}
          >
            {translate(`${S}.solvedNo`)}
          </Button>
        </Stack>
      }
    >
      {translate(`${S}.solvedQuestion`)}
    </Alert>
  );
}
