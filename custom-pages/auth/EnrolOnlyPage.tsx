import { OneStepPage } from "../common/OneStepPage";
import { TotpSetup } from "../profile/TotpSetup";

/**
 * The only screen of a signed-in user whose role requires a second factor they have not set up
 * (issue 11, MFA_REQUIRED_ROLES); the server refuses everything else meanwhile. Once it is confirmed
 * and the recovery codes are put away, the refreshed user no longer carries the flag.
 */
export function EnrolOnlyPage() {
  return (
    <OneStepPage
      titleKey="pages.enrolOnly.title"
      introKey="pages.enrolOnly.intro"
    >
      {(done) => <TotpSetup onFinished={done} />}
    </OneStepPage>
  );
}
EnrolOnlyPage.path = "/";
