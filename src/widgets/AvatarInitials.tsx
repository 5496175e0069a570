import { Avatar } from "@mui/material";
import { useTranslate } from "react-admin";
import { displayName, initials } from "../../domain/users";

interface AvatarInitialsProps {
  user:
    { firstName?: string | null; lastName?: string | null } | null | undefined;
  size?: number;
}

/** A user's avatar from their initials, at most 2 letters (§2). */
export function AvatarInitials({ user, size = 32 }: AvatarInitialsProps) {
  const translate = useTranslate();
  return (
    <Avatar
      role="img"
      aria-label={translate("app.widgets.avatar", { name: displayName(user) })}
      sx={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {initials(user)}
    </Avatar>
  );
}
