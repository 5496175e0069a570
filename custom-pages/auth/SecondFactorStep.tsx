import { useState } from "react";
import { Link, Stack } from "@mui/material";
import { TextInput, useLogin, useTranslate } from "react-admin";
import { errorMessage, fieldErrors } from "../../src/forms/serverErrors";
import { AuthForm } from "../common/AuthForm";
import type { SecondFactor } from "../../providers/authApi";
import { recoveryCodeFormSchema, totpCodeFormSchema } from "./authFormSchemas";

const M = "pages.signIn.secondFactor";

interface SecondFactorStepProps {
  /** The token the password step answered. */
  mfaToken: string;
  /** Back to the password: asked for, or because the sign-in expired (with the server's message). */
  onStartOver: (message?: string) => void;
}

/**
 * The sign-in's second step (issue 11): the 6-digit code from the authenticator app, or a recovery
 * code. A wrong code shows the auth provider's "Sign-in failure: …"; an expired sign-in starts over.
 */
export function SecondFactorStep({
  mfaToken,
  onStartOver,
}: SecondFactorStepProps) {
  const translate = useTranslate();
  const login = useLogin();
  const [recovery, setRecovery] = useState(false);

  const verify = async (secondFactor: SecondFactor) => {
    try {
      await login({ mfaToken, ...secondFactor });
    } catch (error) {
      // The token is spent or expired: only the password step can give a new one.
      if (fieldErrors(error, { only: ["mfaToken"] })) {
        onStartOver(errorMessage(error));
        return;
      }
      throw error;
    }
  };

  return (
    <>
      {recovery ? (
        <AuthForm
          key="recovery"
          schema={recoveryCodeFormSchema}
          defaultValues={{ recoveryCode: "" }}
          introKey={`${M}.recoveryIntro`}
          action={verify}
          submitLabelKey={`${M}.submit`}
        >
          <TextInput
            source="recoveryCode"
            label={`${M}.recoveryCode`}
            autoComplete="off"
            autoFocus
            fullWidth
          />
        </AuthForm>
      ) : (
        <AuthForm
          key="code"
          schema={totpCodeFormSchema}
          defaultValues={{ code: "" }}
          introKey={`${M}.intro`}
          action={verify}
          submitLabelKey={`${M}.submit`}
        >
          <TextInput
            source="code"
            label={`${M}.code`}
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 7 } }}
          />
        </AuthForm>
      )}
      <Stack spacing={1} sx={{ mt: 2, alignItems: "flex-start" }}>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setRecovery((r) => !r)}
        >
          {translate(recovery ? `${M}.useApp` : `${M}.useRecoveryCode`)}
        </Link>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onStartOver()}
        >
          {translate(`${M}.startOver`)}
        </Link>
      </Stack>
    </>
  );
}
