import { useState } from "react";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { Confirm, useGetList, useTranslate } from "react-admin";
import {
  workspaceMembersApiModule,
  workspacesModule,
} from "../../domain/modules/workspaces";
import { displayName } from "../../domain/users";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { AddMemberDialog } from "./AddMemberDialog";
import type { Asking } from "./MemberRow";
import { MemberRow } from "./MemberRow";
import { WorkspaceFrame } from "./WorkspaceFrame";
import type { MemberRecord } from "./useMemberActions";
import { useMemberActions } from "./useMemberActions";
import { useWorkspace } from "./workspaceContext";
import { K } from "./workspaceKeys";

/** §6: a workspace's memberships are at most 1000 (the look-up's page). */
const ALL_MEMBERS = 1000;

function Members() {
  const translate = useTranslate();
  const { workspaceId, workspace, membership } = useWorkspace();
  const { user } = useCurrentUser();
  const isOwner = membership.role === "owner";
  const actions = useMemberActions(workspaceId);
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const { data, isPending, error } = useGetList<MemberRecord>(
    workspaceMembersApiModule.name,
    {
      filter: { workspaceId },
      sort: { field: "createdAt", order: "ASC" },
      pagination: { page: 1, perPage: ALL_MEMBERS },
    },
  );
  const rows = data ?? [];
  // Owners see the requests to join first; a rejected request stays out of others' way.
  const requests = rows.filter((m) => m.membershipStatus === "requested");
  const others = rows.filter(
    (m) =>
      m.membershipStatus === "approved" ||
      (isOwner && m.membershipStatus === "rejected"),
  );
  const row = (m: MemberRecord) => (
    <MemberRow
      key={m.workspaceMemberId}
      m={m}
      isMe={m.member.userId === user?.userId}
      isOwner={isOwner}
      actions={actions}
      onAsk={setAsking}
    />
  );
  const askedName = asking ? displayName(asking.member.member) : "";

  if (error)
    return <Alert severity="error">{translate(`${K}.members.failed`)}</Alert>;
  if (isPending)
    return (
      <Typography role="status">{translate(`${K}.members.loading`)}</Typography>
    );
  return (
    <Stack spacing={2}>
      {isOwner && (
        <Box>
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setAdding(true)}
          >
            {translate(`${K}.members.add`)}
          </Button>
        </Box>
      )}
      {(isOwner || requests.length > 0) && (
        <section aria-label={translate(`${K}.members.requests`)}>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate(`${K}.members.requests`)}
          </Typography>
          {requests.length === 0 ? (
            <Typography color="text.secondary">
              {translate(`${K}.members.noRequests`)}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
              {requests.map(row)}
            </Stack>
          )}
        </section>
      )}
      <section aria-label={translate(`${K}.members.tableLabel`)}>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate(`${K}.members.tableLabel`)}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {others.map(row)}
        </Stack>
      </section>
      {adding && (
        <AddMemberDialog
          workspaceId={workspaceId}
          pending={actions.busy !== null}
          onAdd={actions.add}
          onClose={() => setAdding(false)}
        />
      )}
      <Confirm
        isOpen={asking !== null}
        title={
          asking?.kind === "leave"
            ? `${K}.members.leaveTitle`
            : `${K}.members.removeTitle`
        }
        translateOptions={{
          name:
            asking?.kind === "leave"
              ? (workspace?.workspaceName ?? "")
              : askedName,
        }}
        content={
          asking?.kind === "leave"
            ? `${K}.members.leaveText`
            : `${K}.members.removeText`
        }
        confirm={`${K}.members.confirm`}
        cancel={`${K}.members.cancel`}
        loading={actions.busy !== null}
        onConfirm={() => {
          const current = asking;
          setAsking(null);
          if (current?.kind === "leave") void actions.leave(current.member);
          else if (current) void actions.remove(current.member);
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}

/**
 * /workspace/members/:workspaceId (issue 24): the workspace's members with role and status. Owners
 * add people (found by name or email), change roles, approve or reject requests to join and remove
 * members; anyone may leave. The server keeps one approved owner at least: its refusal (409) shows
 * with its reason.
 */
export function WorkspaceMembersPage() {
  return (
    <WorkspaceFrame tab="members">
      <Members />
    </WorkspaceFrame>
  );
}
WorkspaceMembersPage.path = workspacesModule.pages.members.path;
