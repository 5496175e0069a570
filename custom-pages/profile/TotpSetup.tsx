import { useState } from "react";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import type { TotpEnrolment } from "../../domain/schemas/auth";
import { confirmTotp, startTotpEnrolment } from "../../providers/authApi";
import { totpCodeFormSchema } from "../auth/authFormSchemas";
import { AuthForm } from "../common/AuthForm";
import { FormAlert } from "../common/FormAlert";
import { useFailureText } from "../common/useFailureText";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";

const M = "pages.twoFactor.setup";

interface TotpSetupProps {
  /** After the recovery codes were shown and dismissed. */
  onFinished: () => Promise<void> | void;
}

/** The key as apps print it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? "";

/**
 * Setting up an authenticator (issue 11): a new secret from the server shown as a QR code and as a
 * key to type, the first code to confirm it, then the recovery codes, once. Used on the credentials
 * page and on the screen a role that requires a second factor sees first.
 */
export function TotpSetup({ onFinished }: TotpSetupProps) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      setEnrolment((await startTotpEnrolment()).data);
    } catch (e) {
      setError(failureText(`${M}.failure`, e));
    } finally {
      setStarting(false);
    }
  };

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onFinished} />;

  if (!enrolment) {
    return (
      <Box>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${M}.intro`)}
        </Typography>
        <FormAlert message={error} />
        <Button
          variant="contained"
          disabled={starting}
          onClick={() => void start()}
        >
          {translate(`${M}.start`)}
        </Button>
      </Box>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate(`${M}.scan`)}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={translate(`${M}.qrAlt`)}
        sx={{ width: 200, height: 200, alignSelf: "flex-start" }}
      />
      <TextField
        label={translate(`${M}.secret`)}
        value={grouped(enrolment.secret)}
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: "monospace" } },
        }}
        fullWidth
      />
      <Box>
        <AuthForm
          schema={totpCodeFormSchema}
          defaultValues={{ code: "" }}
          action={async ({ code }) =>
            setCodes((await confirmTotp(code)).data.recoveryCodes)
          }
          failureKey={`${M}.failure`}
          submitLabelKey={`${M}.confirm`}
        >
          <TextInput
            source="code"
            label={`${M}.code`}
            autoComplete="one-time-code"
            fullWidth
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
          />
        </AuthForm>
      </Box>
    </Stack>
  );
}
