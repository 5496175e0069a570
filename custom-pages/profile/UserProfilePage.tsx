import { useEffect, useState } from "react";
import {
  Alert,
  Avatar,
  CircularProgress,
  Stack,
  Typography,
} from "@mui/material";
import { useParams, useTranslate } from "react-admin";
import { displayName, initials } from "../../domain/users";
import type { PublicProfile } from "../../providers/authApi";
import { publicProfile } from "../../providers/authApi";
import { AppPage } from "../common/AppPage";
import { PATHS } from "../../src/paths";
import { errorStatus } from "../../src/forms/serverErrors";
import { useFailureText } from "../common/useFailureText";

type Answer =
  | { kind: "found"; profile: PublicProfile }
  | { kind: "notFound" }
  | { kind: "failed"; message: string };

/** /user/profile/:userId: another user's public profile (their name), or a not-found state. */
export function UserProfilePage() {
  const translate = useTranslate();
  const failureText = useFailureText();
  const { userId } = useParams<{ userId: string }>();
  // Answers are tagged with their user: a stale one (after navigating to another id) reads as loading.
  const [answer, setAnswer] = useState<{
    userId: string;
    answer: Answer;
  } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    const settle = (a: Answer) => current && setAnswer({ userId, answer: a });
    publicProfile(userId).then(
      ({ data }) => settle({ kind: "found", profile: data }),
      (e: unknown) =>
        settle(
          errorStatus(e) === 404
            ? { kind: "notFound" }
            : {
                kind: "failed",
                message: failureText("pages.userProfile.failure", e),
              },
        ),
    );
    return () => {
      current = false;
    };
  }, [userId, failureText]);

  const state =
    answer && answer.userId === userId
      ? answer.answer
      : { kind: "loading" as const };
  return (
    <AppPage titleKey="pages.userProfile.title">
      {state.kind === "loading" && (
        <CircularProgress aria-label={translate("pages.common.loading")} />
      )}
      {state.kind === "notFound" && (
        <Alert severity="info">{translate("pages.userProfile.notFound")}</Alert>
      )}
      {state.kind === "failed" && (
        <Alert severity="error">{state.message}</Alert>
      )}
      {state.kind === "found" && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar sx={{ width: 56, height: 56 }} aria-hidden>
            {initials(state.profile)}
          </Avatar>
          <Typography component="h2" variant="h6">
            {displayName(state.profile)}
          </Typography>
        </Stack>
      )}
    </AppPage>
  );
}
UserProfilePage.path = PATHS.userProfile;
