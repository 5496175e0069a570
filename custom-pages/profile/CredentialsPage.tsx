import { useState } from "react";
import { Box, Button } from "@mui/material";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { LinkBase, useNotify, useTranslate } from "react-admin";
import { AppPage } from "../common/AppPage";
import { ChangePasswordForm } from "../common/ChangePasswordForm";
import { PATHS } from "../../src/paths";
import { SessionList } from "./SessionList";
import { TwoFactorSection } from "./TwoFactorSection";

/**
 * /user/profile/credentials: change the password while signed in, two-factor authentication, and see
 * and end sessions.
 */
export function CredentialsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key remounts the form, clearing the typed passwords after a change.
  const [formKey, setFormKey] = useState(0);

  const onChanged = () => {
    notify("pages.credentials.done", { type: "success" });
    setFormKey((k) => k + 1);
  };

  return (
    <AppPage titleKey="pages.credentials.title">
      <Box sx={{ maxWidth: 420 }}>
        <ChangePasswordForm
          key={formKey}
          submitLabelKey="pages.credentials.submit"
          failureKey="pages.credentials.failure"
          onChanged={onChanged}
        />
      </Box>
      <Box sx={{ maxWidth: 640 }}>
        <TwoFactorSection />
      </Box>
      <Box sx={{ maxWidth: 640 }}>
        <SessionList />
      </Box>
      <Button
        component={LinkBase}
        to={PATHS.profile}
        startIcon={<ArrowBackIcon />}
        sx={{ mt: 2 }}
      >
        {translate("pages.credentials.backToProfile")}
      </Button>
    </AppPage>
  );
}
CredentialsPage.path = PATHS.credentials;
