import { useEffect, useState } from "react";
import { Alert, Autocomplete, MenuItem, TextField } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import { workspaceMembersApiModule } from "../../domain/modules/workspaces";
import type { WorkspaceRole } from "../../domain/schemas/workspace";
import { WORKSPACE_ROLES } from "../../domain/schemas/workspace";
import { displayName } from "../../domain/users";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { MemberCandidate } from "../../providers/workspaceMethods";
import { errorMessage } from "../../src/forms/serverErrors";
import { FormDialog } from "../../src/widgets/FormDialog";
import { K } from "./workspaceKeys";

const SEARCH_MIN = 2;
const SEARCH_DELAY_MS = 300;

function useCandidates(workspaceId: string, typed: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return useQuery({
    queryKey: [workspaceMembersApiModule.name, "candidates", workspaceId, term],
    queryFn: ({ signal }) =>
      dataProvider.memberCandidates({ workspaceId, searchTerm: term }, signal),
    enabled: term.length >= SEARCH_MIN,
    retry: false,
  });
}

/**
 * An owner adds someone (issue 24): a user found by name or email (the server's candidates, as a
 * non-administrator may not search every user), with a role; they are in at once.
 */
export function AddMemberDialog({
  workspaceId,
  pending,
  onAdd,
  onClose,
}: {
  workspaceId: string;
  pending: boolean;
  onAdd: (memberId: string, role: WorkspaceRole) => Promise<boolean>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState("");
  const [chosen, setChosen] = useState<MemberCandidate | null>(null);
  const [role, setRole] = useState<WorkspaceRole>("editor");
  const [missing, setMissing] = useState(false);
  const candidates = useCandidates(workspaceId, typed);

  const submit = async () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    if (await onAdd(chosen.userId, role)) onClose();
  };

  return (
    <FormDialog
      id="workspace-add-member-title"
      title={`${K}.members.addTitle`}
      submitLabel={`${K}.members.save`}
      cancelLabel={`${K}.members.cancel`}
      pending={pending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Autocomplete<MemberCandidate>
        options={candidates.data ?? []}
        value={chosen}
        onChange={(_, value) => {
          setChosen(value);
          setMissing(false);
        }}
        inputValue={typed}
        onInputChange={(_, value) => setTyped(value)}
        getOptionLabel={(u) => `${displayName(u)} · ${u.email}`}
        isOptionEqualToValue={(a, b) => a.userId === b.userId}
        filterOptions={(options) => options}
        loading={candidates.isFetching}
        noOptionsText={translate(`${K}.members.noCandidates`)}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            required
            label={translate(`${K}.members.user`)}
            error={missing}
            helperText={translate(
              missing ? `${K}.members.chooseUser` : `${K}.members.userHelp`,
            )}
          />
        )}
      />
      {candidates.error && (
        <Alert severity="error">{errorMessage(candidates.error)}</Alert>
      )}
      <TextField
        select
        label={translate(`${K}.members.role`)}
        value={role}
        onChange={(e) =>
          setRole(WORKSPACE_ROLES.find((r) => r === e.target.value) ?? "viewer")
        }
      >
        {WORKSPACE_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {translate(`${K}.roles.${r}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
