import { Stack } from "@mui/material";
import { Link, useTranslate } from "react-admin";

export interface AuthLink {
  to: string;
  labelKey: string;
}

/** The secondary links under a sign-in-family form (forgot password, sign up, contact…). */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  const translate = useTranslate();
  return (
    <Stack
      component="nav"
      spacing={1}
      sx={{ mt: 2 }}
      aria-label={translate("pages.landing.navLabel")}
    >
      {links.map((link) => (
        <Link key={link.to} to={link.to} variant="body2">
          {translate(link.labelKey)}
        </Link>
      ))}
    </Stack>
  );
}
