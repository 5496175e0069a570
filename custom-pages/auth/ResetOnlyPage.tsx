import { ChangePasswordForm } from "../common/ChangePasswordForm";
import { OneStepPage } from "../common/OneStepPage";

/**
 * The only screen of a signed-in user whose account requires a password reset (§2). Once the
 * password is changed, the refreshed user no longer carries the flag and home takes over.
 */
export function ResetOnlyPage() {
  return (
    <OneStepPage
      titleKey="pages.resetOnly.title"
      introKey="pages.resetOnly.intro"
    >
      {(done) => (
        <ChangePasswordForm
          submitLabelKey="pages.resetOnly.submit"
          failureKey="pages.resetOnly.failure"
          onChanged={done}
          autoFocus
        />
      )}
    </OneStepPage>
  );
}
ResetOnlyPage.path = "/";
