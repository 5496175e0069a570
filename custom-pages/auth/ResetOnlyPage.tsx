import { Button, Typography } from "@mui/material";
import LogoutIcon from "@mui/icons-material/Logout";
import { useLogout, useNavigate, useTranslate } from "react-admin";
import { refreshUser } from "../../providers/authProvider";
import { AuthPage } from "../common/AuthPage";
import { ChangePasswordForm } from "../common/ChangePasswordForm";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { PATHS } from "../../src/paths";

/**
 * The only screen of a signed-in user whose account requires a password reset (§2). Once the
 * password is changed, the refreshed user no longer carries the flag and home takes over.
 */
export function ResetOnlyPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const { refetch } = useCurrentUser();

  const onChanged = async () => {
    await refreshUser();
    await refetch();
    navigate("/");
  };

  return (
    <AuthPage titleKey="pages.resetOnly.title">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("pages.resetOnly.intro")}
      </Typography>
      <ChangePasswordForm
        submitLabelKey="pages.resetOnly.submit"
        failureKey="pages.resetOnly.failure"
        onChanged={onChanged}
        autoFocus
      />
      <Button
        onClick={() => logout({}, PATHS.signIn)}
        startIcon={<LogoutIcon />}
        fullWidth
        sx={{ mt: 2 }}
      >
        {translate("pages.common.signOut")}
      </Button>
    </AuthPage>
  );
}
ResetOnlyPage.path = "/";
