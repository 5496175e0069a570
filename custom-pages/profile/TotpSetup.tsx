import { useState } from "react";
import { Box, Stack, TextField, Typography } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import type { TotpEnrolment } from "../../domain/schemas/auth";
import { confirmTotp } from "../../providers/authApi";
import { totpCodeFormSchema } from "../auth/authFormSchemas";
import { AuthForm } from "../common/AuthForm";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel";
import { TotpSetupStart } from "./TotpSetupStart";
import { useTotpStatus } from "./useTotpStatus";

const M = "pages.twoFactor.setup";

interface TotpSetupProps {
  /** After the recovery codes were shown and dismissed. */
  onFinished: () => Promise<void> | void;
}

/** The key as apps print it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? "";

/**
 * Setting up an authenticator (issue 11): the password when asked (./TotpSetupStart.tsx), a new
 * secret from the server shown as a QR code and as a key to type, the first code to confirm it, then
 * the recovery codes, once. Used on the credentials page and on the screen a role that requires a
 * second factor sees first.
 */
export function TotpSetup({ onFinished }: TotpSetupProps) {
  const translate = useTranslate();
  const { status, reload } = useTotpStatus();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onFinished} />;

  if (!enrolment) {
    // Until the status says whether the password is asked; a failed load asks for it.
    if (status.isPending) return null;
    return (
      <TotpSetupStart
        proofRequired={status.data?.proofRequired ?? true}
        onStarted={setEnrolment}
        onRefused={reload}
      />
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
