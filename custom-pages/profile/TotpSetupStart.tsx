import { useState } from "react";
import { Box, Button, Typography } from "@mui/material";
import { PasswordInput, useTranslate } from "react-admin";
import type { TotpEnrolment } from "../../domain/schemas/auth";
import { startTotpEnrolment } from "../../providers/authApi";
import { totpPasswordFormSchema } from "../auth/authFormSchemas";
import { AuthForm } from "../common/AuthForm";
import { FormAlert } from "../common/FormAlert";
import { useFailureText } from "../common/useFailureText";

const M = "pages.twoFactor.setup";

interface TotpSetupStartProps {
  /** Enrolling asks for the password: all but the forced first enrolment after a sign-in. */
  proofRequired: boolean;
  onStarted: (enrolment: TotpEnrolment) => void;
  /** After a refusal: the status is read again (the forced enrolment's moments may have passed). */
  onRefused: () => unknown;
}

/**
 * The first step of setting up an authenticator: the password (issue 21: a session alone must not
 * be enough to take the second factor over), or only a button right after a forced sign-in.
 */
export function TotpSetupStart({
  proofRequired,
  onStarted,
  onRefused,
}: TotpSetupStartProps) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      onStarted((await startTotpEnrolment()).data);
    } catch (e) {
      setError(failureText(`${M}.failure`, e));
      void onRefused();
    } finally {
      setStarting(false);
    }
  };

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${M}.intro`)}
      </Typography>
      {proofRequired ? (
        <AuthForm
          schema={totpPasswordFormSchema}
          defaultValues={{ password: "" }}
          action={async ({ password }) =>
            onStarted((await startTotpEnrolment(password)).data)
          }
          failureKey={`${M}.failure`}
          submitLabelKey={`${M}.start`}
          introKey={`${M}.passwordIntro`}
        >
          <PasswordInput
            source="password"
            label={`${M}.password`}
            autoComplete="current-password"
            fullWidth
          />
        </AuthForm>
      ) : (
        <>
          <FormAlert message={error} />
          <Button
            variant="contained"
            disabled={starting}
            onClick={() => void start()}
          >
            {translate(`${M}.start`)}
          </Button>
        </>
      )}
    </Box>
  );
}
