import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import dayjs from "dayjs";
import { useNotify, useTranslate } from "react-admin";
import { disableTotp, replaceRecoveryCodes } from "../../providers/authApi";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import { TotpProofForm } from "./TotpProofForm";
import { TotpSetup } from "./TotpSetup";
import { useTotpStatus } from "./useTotpStatus";

const M = "pages.twoFactor";

type Asking = "regenerate" | "disable" | null;

/**
 * Two-factor authentication on /user/profile/credentials (issue 11): its status, turning it on (QR
 * code, first code, recovery codes), new recovery codes and turning it off (password or a code).
 */
export function TwoFactorSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState<Asking>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { status, reload } = useTotpStatus();

  const body = () => {
    const s = status.data;
    if (!s) return null;
    if (codes)
      return (
        <RecoveryCodesPanel
          codes={codes}
          onDone={() => {
            setCodes(null);
            void reload();
          }}
        />
      );
    if (!s.enabled) return <TotpSetup onFinished={reload} />;
    if (asking === "regenerate")
      return (
        <TotpProofForm
          submitLabelKey={`${M}.regenerate`}
          action={async (proof) => {
            setCodes((await replaceRecoveryCodes(proof)).data.recoveryCodes);
            setAsking(null);
          }}
          onCancel={() => setAsking(null)}
        />
      );
    if (asking === "disable")
      return (
        <TotpProofForm
          submitLabelKey={`${M}.disable`}
          action={async (proof) => {
            await disableTotp(proof);
            setAsking(null);
            notify(`${M}.disabled`, { type: "success" });
            await reload();
          }}
          onCancel={() => setAsking(null)}
        />
      );
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button onClick={() => setAsking("regenerate")}>
          {translate(`${M}.regenerate`)}
        </Button>
        <Button color="error" onClick={() => setAsking("disable")}>
          {translate(`${M}.disable`)}
        </Button>
      </Stack>
    );
  };

  const s = status.data;
  return (
    <section aria-labelledby="two-factor-title">
      <Typography id="two-factor-title" variant="h6" sx={{ mt: 4 }}>
        {translate(`${M}.title`)}
      </Typography>
      {status.isError && (
        <Alert severity="error">{translate(`${M}.loadFailed`)}</Alert>
      )}
      {s && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="body2">
            {s.enabled
              ? translate(`${M}.on`, {
                  date: dayjs(s.confirmedAt).format("YYYY-MM-DD"),
                })
              : translate(`${M}.off`)}
          </Typography>
          {s.enabled && (
            <Typography variant="body2">
              {translate(`${M}.codesLeft`, { count: s.recoveryCodesLeft })}
            </Typography>
          )}
          {s.required && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {translate(`${M}.required`)}
            </Alert>
          )}
        </Box>
      )}
      {body()}
    </section>
  );
}
