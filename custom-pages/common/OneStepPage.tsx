import type { ReactNode } from "react";
import { Button, Typography } from "@mui/material";
import LogoutIcon from "@mui/icons-material/Logout";
import { useLogout, useNavigate, useTranslate } from "react-admin";
import { refreshUser } from "../../providers/authProvider";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { PATHS } from "../../src/paths";
import { AuthPage } from "./AuthPage";

/**
 * The only screen of a signed-in user who owes one step before anything else (a password reset, a
 * second factor): the step, and a way out. Once the step is done, the user is read again, no longer
 * carries the flag, and home takes over.
 */
export function OneStepPage({
  titleKey,
  introKey,
  children,
}: {
  titleKey: string;
  introKey: string;
  /** The step's form; it calls `done` once the server has taken it. */
  children: (done: () => Promise<void>) => ReactNode;
}) {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const { refetch } = useCurrentUser();
  const done = async () => {
    await refreshUser();
    await refetch();
    navigate("/");
  };
  return (
    <AuthPage titleKey={titleKey}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(introKey)}
      </Typography>
      {children(done)}
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
