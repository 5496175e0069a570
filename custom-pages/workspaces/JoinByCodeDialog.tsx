import { useState } from "react";
import { TextField } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import {
  HttpError,
  useDataProvider,
  useNotify,
  useTranslate,
} from "react-admin";
import { workspacesModule } from "../../domain/modules/workspaces";
import { workspaceCodeSchema } from "../../domain/schemas/workspace";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { FormDialog } from "../../src/widgets/FormDialog";
import { K } from "./workspaceKeys";

/** Workspace codes are upper-case letters and digits: typed in any case, kept upper-case. */
export const asCode = (typed: string) =>
  typed.toUpperCase().replace(/\s+/g, "");

/**
 * "Join by code": POST /workspace-members/request {workspaceCode}. The request shows at once in the
 * list as requested; an unknown code (404) and an existing membership (409, the server's words)
 * show under the field.
 */
export function JoinByCodeDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const checked = workspaceCodeSchema.safeParse(code);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setPending(true);
    try {
      const member = await dataProvider.requestToJoin(checked.data);
      notify(`${K}.toasts.joinRequested`, {
        type: "success",
        messageArgs: { name: member.workspace.workspaceName },
      });
      await queryClient.invalidateQueries({
        queryKey: [workspacesModule.name],
      });
      onClose();
    } catch (e) {
      if (e instanceof HttpError && e.status === 404)
        setProblem(translate(`${K}.joinDialog.unknownCode`));
      else if (e instanceof HttpError && e.status === 409)
        setProblem(e.message);
      else notifyError(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      id="workspace-join-title"
      title={`${K}.joinDialog.title`}
      submitLabel={`${K}.joinDialog.submit`}
      cancelLabel={`${K}.joinDialog.cancel`}
      pending={pending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <span>{translate(`${K}.joinDialog.text`)}</span>
      <TextField
        autoFocus
        required
        label={translate(`${K}.joinDialog.code`)}
        value={code}
        onChange={(e) => {
          setCode(asCode(e.target.value));
          setProblem(null);
        }}
        error={!!problem}
        helperText={problem ?? " "}
        slotProps={{ htmlInput: { autoCapitalize: "characters" } }}
      />
    </FormDialog>
  );
}
