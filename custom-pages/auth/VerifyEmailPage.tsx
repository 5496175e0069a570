import { useEffect, useRef, useState } from "react";
import { CircularProgress, Stack, Typography } from "@mui/material";
import { useLocation, useTranslate } from "react-admin";
import { verifyEmail } from "../../providers/authApi";
import { AuthLinks } from "../common/AuthLinks";
import { AuthPage } from "../common/AuthPage";
import { FormAlert } from "../common/FormAlert";
import { useFailureText } from "../common/useFailureText";
import { PATHS } from "../../src/paths";

type State =
  | { status: "pending" }
  | { status: "done" }
  | { status: "failed"; message: string };

/** /verify-email?token=…: verifies once on arrival and reports the outcome. */
export function VerifyEmailPage() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get("token");
  const [state, setState] = useState<State>({ status: "pending" });

  // The token is single use: StrictMode runs effects twice, so remember which token was sent.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (!token || requested.current === token) return;
    requested.current = token;
    verifyEmail(token).then(
      () => setState({ status: "done" }),
      (e: unknown) =>
        setState({
          status: "failed",
          message: failureText("pages.verifyEmail.failure", e),
        }),
    );
  }, [token, failureText]);

  return (
    <AuthPage titleKey="pages.verifyEmail.title">
      {!token ? (
        <FormAlert message={translate("pages.verifyEmail.missingToken")} />
      ) : state.status === "pending" ? (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} />
          <Typography>{translate("pages.verifyEmail.pending")}</Typography>
        </Stack>
      ) : state.status === "done" ? (
        <FormAlert
          severity="success"
          message={translate("pages.verifyEmail.success")}
        />
      ) : (
        <FormAlert message={state.message} />
      )}
      <AuthLinks
        links={[{ to: PATHS.signIn, labelKey: "pages.common.backToSignIn" }]}
      />
    </AuthPage>
  );
}
VerifyEmailPage.path = PATHS.verifyEmail;
