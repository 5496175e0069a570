import { useState } from "react";
import { Autocomplete, Stack, TextField, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useInput, useTranslate } from "react-admin";
import { MAX_PAGE_SIZE } from "../../domain/constants";
import { workspacesModule } from "../../domain/modules/workspaces";
import { documentsModule } from "../../domain/modules/documents";
import { useLibraryProvider } from "../../src/widgets/documents/library/useLibraryProvider";
import type { PickedPerson } from "../../src/widgets/PeoplePicker";
import { PeoplePicker } from "../../src/widgets/PeoplePicker";

const K = "pages.documents.edit.share";

/** My workspaces (approved), the ones a document may be shared with. */
function useMyWorkspaces() {
  const dataProvider = useLibraryProvider();
  return useQuery({
    queryKey: [workspacesModule.name, "user", "document-shares"],
    queryFn: ({ signal }) =>
      dataProvider.workspacesByUser(
        {
          pageNumber: 1,
          pageSize: MAX_PAGE_SIZE,
          sortBy: "workspaceName",
          sortDescending: false,
        },
        signal,
      ),
    retry: false,
  });
}

function WorkspaceShares() {
  const translate = useTranslate();
  const { field } = useInput<string[]>({ source: "sharedWorkspaceIds" });
  const mine = useMyWorkspaces();
  const names = new Map(
    (mine.data?.data ?? [])
      .filter((w) => w.myMembershipStatus === "approved")
      .map((w) => [w.workspaceId, w.workspaceName]),
  );
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Autocomplete<string, true>
      multiple
      options={[...names.keys()]}
      value={value}
      loading={mine.isPending}
      getOptionLabel={(id) =>
        names.get(id) ?? translate(`${K}.unknownWorkspace`)
      }
      onChange={(_, next) => field.onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate(`${K}.workspaces`)}
        />
      )}
    />
  );
}

/** The people a free-standing document is shared with, found by name among the owner's circle. */
function PeopleShares({ before }: { before: readonly PickedPerson[] }) {
  const translate = useTranslate();
  const dataProvider = useLibraryProvider();
  const { field } = useInput<string[]>({ source: "sharedUserIds" });
  const [people, setPeople] = useState<PickedPerson[]>([...before]);
  return (
    <PeoplePicker
      value={people}
      onChange={(next) => {
        setPeople(next);
        field.onChange(next.map((p) => p.id));
      }}
      find={(term) => dataProvider.documentShareable(term)}
      queryKey={[documentsModule.name, "shareable"]}
      label={translate(`${K}.people`)}
      helperText={translate(`${K}.peopleHint`)}
    />
  );
}

/** "Share with": people and workspaces, for a free-standing document's owner. */
export function SharingFields({
  sharedUsers,
}: {
  sharedUsers: readonly PickedPerson[];
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2">
        {translate(`${K}.title`)}
      </Typography>
      <PeopleShares before={sharedUsers} />
      <WorkspaceShares />
    </Stack>
  );
}
