import type { ReactNode } from "react";
import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { useCanModifyUsers } from "./useCanModifyUsers";
import { USERS_RESOURCE } from "./userPaths";

/**
 * The users route gate admits view-users holders too (they may list); the create and edit screens
 * need modify-users, so someone following a link gets a clear refusal instead of a form the server
 * would reject.
 */
export function RequireModifyUsers({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { canModify, isPending } = useCanModifyUsers();
  if (isPending) return null;
  if (!canModify) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate(`resources.${USERS_RESOURCE}.forbidden`)}
      </Alert>
    );
  }
  return <>{children}</>;
}
