import type { Ref } from "react";
import { ListItemIcon, ListItemText, MenuItem } from "@mui/material";
import PersonIcon from "@mui/icons-material/Person";
import LogoutIcon from "@mui/icons-material/Logout";
import { LinkBase, useLogout, useTranslate, useUserMenu } from "react-admin";

import { PATHS } from "../paths";

/** Menu items receive the MUI menu's ref (focus management), hence the `ref` prop. */
export function ProfileMenuItem({ ref }: { ref?: Ref<HTMLAnchorElement> }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      component={LinkBase}
      to={PATHS.profile}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("app.topBar.profile")}</ListItemText>
    </MenuItem>
  );
}

export function SignOutMenuItem({ ref }: { ref?: Ref<HTMLLIElement> }) {
  const translate = useTranslate();
  const logout = useLogout();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        void logout({}, PATHS.signIn, false);
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate("app.topBar.signOut")}</ListItemText>
    </MenuItem>
  );
}
