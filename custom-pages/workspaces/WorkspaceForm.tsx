import { useMemo, useState } from "react";
import DeleteIcon from "@mui/icons-material/Delete";
import type { RaRecord } from "react-admin";
import {
  Button,
  Confirm,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from "react-admin";
import { workspacesModule } from "../../domain/modules/workspaces";
import type { Workspace } from "../../domain/schemas/workspace";
import {
  WORKSPACE_CODE_MAX,
  workspaceUpsertSchema,
} from "../../domain/schemas/workspace";
import { toFormValues } from "../../src/forms/formValues";
import { schemaResolver } from "../../src/forms/schemaResolver";
import { useSaveWithFieldErrors } from "../../src/forms/useSaveWithFieldErrors";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { asCode } from "./JoinByCodeDialog";
import { K } from "./workspaceKeys";
import { workspaceListPath } from "./workspacePaths";

const DEFAULTS = {
  workspaceName: "",
  workspaceCode: "",
  workspaceDescription: "",
};

const resolver = schemaResolver(workspaceUpsertSchema);

/**
 * The upsert body of §7 from the form's values: workspaceDescription null (empty) is sent as
 * absent, and so is a workspaceOwnerId nobody chose.
 */
export function toWorkspaceBody(values: Record<string, unknown>) {
  const { workspaceDescription, workspaceOwnerId, id: _id, ...rest } = values;
  return {
    ...rest,
    ...(workspaceDescription ? { workspaceDescription } : {}),
    ...(workspaceOwnerId ? { workspaceOwnerId } : {}),
  };
}

/** Delete, asked first (owners and system administrators: the page shows it only to them). */
function DeleteWorkspaceButton() {
  const record = useRecordContext<Workspace & RaRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const run = () =>
    remove(
      workspacesModule.name,
      { id: record.id, previousData: record },
      {
        mutationMode: "pessimistic",
        onSuccess: () => {
          notify(`${K}.toasts.workspaceDeleted`, { type: "success" });
          redirect(() => workspaceListPath);
        },
        onError: (e) => {
          setOpen(false);
          notifyError(e);
        },
      },
    );
  return (
    <>
      <Button
        label={`${K}.form.delete`}
        color="error"
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${K}.form.deleteTitle`}
        translateOptions={{ name: record.workspaceName }}
        content={`${K}.form.deleteText`}
        confirm={`${K}.form.confirm`}
        cancel={`${K}.form.cancel`}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The workspace form of the create and settings pages (§3): name, code (upper-case letters and
 * digits, upper-cased as typed), description. Server field errors (a taken code: 409) show under
 * their inputs; leaving with unsaved changes asks first.
 */
export function WorkspaceForm({ canDelete = false }: { canDelete?: boolean }) {
  const translate = useTranslate();
  const row = useRecordContext<Workspace & RaRecord>();
  const record = useMemo(
    () => toFormValues(row, DEFAULTS, workspacesModule.api.idField),
    [row],
  );
  const onSubmit = useSaveWithFieldErrors();
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={onSubmit}
      warnWhenUnsavedChanges
      noValidate
      toolbar={
        <Toolbar sx={{ justifyContent: "space-between" }}>
          <SaveButton />
          {canDelete && <DeleteWorkspaceButton />}
        </Toolbar>
      }
    >
      <TextInput
        source="workspaceName"
        label={`${K}.form.name`}
        isRequired
        fullWidth
      />
      <TextInput
        source="workspaceCode"
        label={`${K}.form.code`}
        helperText={translate(`${K}.form.codeHelp`)}
        parse={(typed: string) => asCode(typed ?? "")}
        isRequired
        slotProps={{
          htmlInput: {
            maxLength: WORKSPACE_CODE_MAX,
            autoCapitalize: "characters",
          },
        }}
      />
      <TextInput
        source="workspaceDescription"
        label={`${K}.form.description`}
        multiline
        minRows={3}
        fullWidth
      />
    </SimpleForm>
  );
}
