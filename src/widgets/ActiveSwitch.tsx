import { useState } from "react";
import { Switch } from "@mui/material";
import { useNotify, useRefresh } from "react-admin";
import { useNotifyError } from "../notifications/useNotifyError";

export interface ActiveSwitchProps {
  /** Whether the record is on now. */
  checked: boolean;
  /** The switch's accessible name, already translated. */
  label: string;
  /**
   * The call that switches the record. Its rejection is shown as it comes: the data provider's
   * message already carries the §8 prefix ("Failed to toggle active status: ").
   */
  onToggle(active: boolean): Promise<unknown>;
  /** The success toast's i18n key and arguments. */
  success: { message: string; messageArgs?: Record<string, unknown> };
  /** What else re-reads after a switch, once the list has (the features' context). */
  afterToggle?(): Promise<unknown> | void;
}

/**
 * A list row's on/off switch (a feature toggle, a system notification): it calls, says so, and
 * re-reads the list; it stays disabled while its call runs, and a click on it never opens the row.
 */
export function ActiveSwitch({
  checked,
  label,
  onToggle,
  success,
  afterToggle,
}: ActiveSwitchProps) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  const onChange = async (active: boolean) => {
    setPending(true);
    try {
      await onToggle(active);
      notify(success.message, {
        type: "success",
        messageArgs: success.messageArgs,
      });
      refresh();
      await afterToggle?.();
    } catch (e) {
      notifyError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      checked={checked}
      disabled={pending}
      onChange={(_e, on) => void onChange(on)}
      // The row navigates on click; the switch must only toggle.
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { "aria-label": label } }}
    />
  );
}
