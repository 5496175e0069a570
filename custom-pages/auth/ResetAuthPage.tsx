import { useLocation } from "react-admin";
import { AuthPage } from "../common/AuthPage";
import { FirstAdminSetup } from "./FirstAdminSetup";
import { InviteSetupForm } from "./InviteSetupForm";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { PATHS } from "../../src/paths";

/**
 * One screen for both links the server emails (§2): /reset-auth?token=… resets a forgotten password;
 * /setup-auth?token=… lets an invited user choose a first password; /setup-auth without a token
 * creates the first system administrator while none exists.
 */
export function ResetAuthPage() {
  const { pathname, search } = useLocation();
  const token = new URLSearchParams(search).get("token");
  const setup = pathname.includes("setup-auth");

  if (!setup) {
    return (
      <AuthPage titleKey="pages.resetPassword.title">
        <ResetPasswordForm token={token} />
      </AuthPage>
    );
  }
  return (
    <AuthPage titleKey="pages.setup.title">
      {token ? <InviteSetupForm token={token} /> : <FirstAdminSetup />}
    </AuthPage>
  );
}
ResetAuthPage.path = PATHS.resetAuth;
ResetAuthPage.setupPath = PATHS.setupAuth;
