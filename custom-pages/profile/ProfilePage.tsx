import { Button, CircularProgress } from "@mui/material";
import KeyIcon from "@mui/icons-material/Key";
import { LinkBase, useTranslate } from "react-admin";
import { AppPage } from "../common/AppPage";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { PATHS } from "../../src/paths";
import { ProfileCard } from "./ProfileCard";
import { MentionDigestSection } from "./MentionDigestSection";
import { ProfileForm } from "./ProfileForm";

/** /user/profile: the signed-in user, their name form, and the way to change the password. */
export function ProfilePage() {
  const translate = useTranslate();
  const { user, isPending, refetch } = useCurrentUser();
  return (
    <AppPage titleKey="pages.profile.title">
      {!user ? (
        isPending && (
          <CircularProgress aria-label={translate("pages.common.loading")} />
        )
      ) : (
        <>
          <ProfileCard user={user} />
          {/* keyed by user so the form picks up the refreshed names */}
          <ProfileForm
            key={`${user.userId}:${user.updatedAt}`}
            user={user}
            onSaved={refetch}
          />
          <Button
            component={LinkBase}
            to={PATHS.credentials}
            startIcon={<KeyIcon />}
            sx={{ mt: 2 }}
          >
            {translate("pages.profile.credentials")}
          </Button>
          <MentionDigestSection />
        </>
      )}
    </AppPage>
  );
}
ProfilePage.path = PATHS.profile;
