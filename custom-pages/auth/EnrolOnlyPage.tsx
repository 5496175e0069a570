import { Button, Typography } from "@mui/material";
import LogoutIcon from "@mui/icons-material/Logout";
import { useLogout, useNavigate, useTranslate } from "react-admin";
import { refreshUser } from "../../providers/authProvider";
import { AuthPage } from "../common/AuthPage";
import { TotpSetup } from "../profile/TotpSetup";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { PATHS } from "../../src/paths";

/**
 * The only screen of a signed-in user whose role requires a second factor they have not set up
 * (issue 11, MFA_REQUIRED_ROLES); the server refuses everything else meanwhile. Once it is confirmed
 * and the recovery codes are put away, the refreshed user no longer carries the flag.
 */
export function EnrolOnlyPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const { refetch } = useCurrentUser();

  const onFinished = async () => {
    await refreshUser();
    await refetch();
    navigate("/");
  };

  return (
    <AuthPage titleKey="pages.enrolOnly.title">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("pages.enrolOnly.intro")}
      </Typography>
      <TotpSetup onFinished={onFinished} />
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
EnrolOnlyPage.path = "/";
