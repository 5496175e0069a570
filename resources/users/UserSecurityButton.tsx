import type { ReactElement } from "react";
import { useState } from "react";
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
} from "react-admin";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { UserSecurityMethods } from "../../providers/userSecurityMethods";
import type { UserRow } from "./userModel";

const M = "resources.admin/users.security";

interface UserSecurityButtonProps {
  /** The key under resources.admin/users.security: label, title, content and done. */
  name: "unlockSignIn" | "resetSecondFactor";
  method: keyof UserSecurityMethods;
  icon: ReactElement;
}

/**
 * One of an administrator's sign-in actions on a user's page (issue 21), after a confirmation; the
 * server's refusal (not allowed, nothing to reset) is the toast.
 */
export function UserSecurityButton({
  name,
  method,
  icon,
}: UserSecurityButtonProps) {
  const record = useRecordContext<UserRow>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider[method](record.userId);
      notify(`${M}.${name}.done`, { type: "success" });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: "error" });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={`${M}.${name}.label`}
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${M}.${name}.title`}
        content={`${M}.${name}.content`}
        translateOptions={{ name: `${record.firstName} ${record.lastName}` }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
