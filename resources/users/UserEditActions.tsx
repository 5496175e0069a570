import LockOpenIcon from "@mui/icons-material/LockOpen";
import PhonelinkEraseIcon from "@mui/icons-material/PhonelinkErase";
import { TopToolbar } from "react-admin";
import { UserSecurityButton } from "./UserSecurityButton";

/** The user page's toolbar: an administrator's help with the user's sign-in (issue 21). */
export function UserEditActions() {
  return (
    <TopToolbar>
      <UserSecurityButton
        name="unlockSignIn"
        method="unlockUserSignIn"
        icon={<LockOpenIcon />}
      />
      <UserSecurityButton
        name="resetSecondFactor"
        method="resetUserSecondFactor"
        icon={<PhonelinkEraseIcon />}
      />
    </TopToolbar>
  );
}
