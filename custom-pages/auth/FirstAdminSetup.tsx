import { useEffect, useState } from "react";
import { CircularProgress } from "@mui/material";
import { useTranslate } from "react-admin";
import { setupStatus } from "../../providers/authApi";
import { AuthLinks } from "../common/AuthLinks";
import { FormAlert } from "../common/FormAlert";
import { useFailureText } from "../common/useFailureText";
import { FirstAdminForm } from "./FirstAdminForm";
import { PATHS } from "../../src/paths";

type Status =
  | { kind: "loading" }
  | { kind: "needed" }
  | { kind: "complete" }
  | { kind: "failed"; message: string };

/** /setup-auth without a token: offers the first-administrator form only while none exists. */
export function FirstAdminSetup() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const [status, setStatus] = useState<Status>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    setupStatus().then(
      ({ data }) =>
        current &&
        setStatus({ kind: data.firstAdminNeeded ? "needed" : "complete" }),
      (e: unknown) =>
        current &&
        setStatus({
          kind: "failed",
          message: failureText("pages.setup.statusFailure", e),
        }),
    );
    return () => {
      current = false;
    };
  }, [failureText]);

  const signInLink = (
    <AuthLinks
      links={[{ to: PATHS.signIn, labelKey: "pages.common.backToSignIn" }]}
    />
  );
  switch (status.kind) {
    case "loading":
      return (
        <CircularProgress aria-label={translate("pages.common.loading")} />
      );
    case "needed":
      return <FirstAdminForm />;
    case "complete":
      return (
        <>
          <FormAlert
            severity="info"
            message={translate("pages.setup.complete")}
          />
          {signInLink}
        </>
      );
    case "failed":
      return (
        <>
          <FormAlert message={status.message} />
          {signInLink}
        </>
      );
  }
}
