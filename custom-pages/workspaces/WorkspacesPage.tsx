import { useEffect, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import GroupAddIcon from "@mui/icons-material/GroupAdd";
import SettingsIcon from "@mui/icons-material/Settings";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LinkBase, Title, useDataProvider, useTranslate } from "react-admin";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../../domain/constants";
import { workspacesModule } from "../../domain/modules/workspaces";
import type { Workspace } from "../../domain/schemas/workspace";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { usePageTitle } from "../common/usePageTitle";
import { JoinByCodeDialog } from "./JoinByCodeDialog";
import { WindowActions } from "./WindowActions";
import { K } from "./workspaceKeys";
import {
  workspaceCreatePath,
  workspaceEditPath,
  workspaceTabPath,
} from "./workspacePaths";

const LIVE_QUERIES = [[workspacesModule.name]];
const FILTER_DELAY_MS = 300;

/** The typed filter, once typing pauses (one call per pause, not per key). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function WorkspaceItem({ workspace }: { workspace: Workspace }) {
  const translate = useTranslate();
  const requested = workspace.myMembershipStatus === "requested";
  const role = workspace.myWorkspaceRole;
  return (
    <ListItem
      divider
      sx={{ flexWrap: "wrap", gap: 1, alignItems: "flex-start" }}
      aria-label={workspace.workspaceName}
    >
      <ListItemText
        sx={{ minWidth: 200, flex: "1 1 60%" }}
        primary={
          requested ? (
            workspace.workspaceName
          ) : (
            <LinkBase to={workspaceTabPath("overview", workspace.workspaceId)}>
              {workspace.workspaceName}
            </LinkBase>
          )
        }
        secondary={[
          workspace.workspaceCode,
          translate(`${K}.list.members`, {
            smart_count: workspace.memberCount,
          }),
          workspace.workspaceDescription,
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <Stack direction="row" spacing={1} alignItems="center">
        {requested && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate(`${K}.list.requested`)}
          />
        )}
        {!requested && role && (
          <Chip size="small" label={translate(`${K}.roles.${role}`)} />
        )}
        {!requested && role === "owner" && (
          <Button
            size="small"
            component={LinkBase}
            to={workspaceEditPath(workspace.workspaceId)}
            startIcon={<SettingsIcon />}
          >
            {translate(`${K}.list.edit`)}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}

/**
 * /workspaces (issue 24): the signed-in user's workspaces (approved memberships) and those they asked
 * to join (a "Requested" chip), through POST /workspaces/user, paged and filtered by name; a new
 * workspace, and joining one by its code.
 */
export function WorkspacesPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.list.title`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typed, setTyped] = useState("");
  const name = useSettled(typed);
  // The page belongs to the filter it was chosen under: a new filter starts on page 1.
  const [paging, setPaging] = useState({ name: "", page: 1 });
  const page = paging.name === name ? paging.page : 1;
  const setPage = (next: number) => setPaging({ name, page: next });
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const [joining, setJoining] = useState(false);

  const body = {
    pageNumber: page,
    pageSize: perPage,
    sortBy: "workspaceName",
    sortDescending: false,
    ...(name ? { additionalStringFilters: { workspaceName: name } } : {}),
  };
  const list = useQuery({
    queryKey: [workspacesModule.name, "user", body],
    queryFn: ({ signal }) => dataProvider.workspacesByUser(body, signal),
    placeholderData: keepPreviousData,
  });
  useLiveRefetch(["workspaces", "workspace-members"], LIVE_QUERIES);
  const rows = list.data?.data ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        justifyContent="space-between"
        alignItems={{ xs: "stretch", sm: "center" }}
        sx={{ mb: 2 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            component={LinkBase}
            to={workspaceCreatePath}
            startIcon={<AddIcon />}
          >
            {translate(`${K}.list.create`)}
          </Button>
          <Button
            variant="outlined"
            onClick={() => setJoining(true)}
            startIcon={<GroupAddIcon />}
          >
            {translate(`${K}.list.join`)}
          </Button>
        </Stack>
      </Stack>
      <TextField
        size="small"
        type="search"
        label={translate(`${K}.list.filter`)}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        sx={{ mb: 1, width: { xs: "100%", sm: 320 } }}
      />
      {list.isPending && (
        <Typography role="status">{translate(`${K}.list.loading`)}</Typography>
      )}
      {list.error && (
        <Alert severity="error">{translate(`${K}.list.failed`)}</Alert>
      )}
      {list.data && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {name
            ? translate(`${K}.list.noMatch`, { term: name })
            : translate(`${K}.list.empty`)}
        </Typography>
      )}
      {rows.length > 0 && (
        <List aria-label={translate(`${K}.list.tableLabel`)}>
          {rows.map((w) => (
            <WorkspaceItem key={w.workspaceId} workspace={w} />
          ))}
        </List>
      )}
      {list.data && list.data.total > 0 && (
        <TablePagination
          component="div"
          count={list.data.total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_, next) => setPage(next + 1)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(1);
          }}
          ActionsComponent={WindowActions}
          labelRowsPerPage={translate("ra.navigation.page_rows_per_page")}
        />
      )}
      {joining && <JoinByCodeDialog onClose={() => setJoining(false)} />}
    </Box>
  );
}
WorkspacesPage.path = workspacesModule.pages.list.path;
