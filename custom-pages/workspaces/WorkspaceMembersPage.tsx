import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { Confirm, useGetList, useTranslate } from "react-admin";
import {
  workspaceMembersApiModule,
  workspacesModule,
} from "../../domain/modules/workspaces";
import { WORKSPACE_ROLES } from "../../domain/schemas/workspace";
import { displayName } from "../../domain/users";
import { useCurrentUser } from "../../src/session/useCurrentUser";
import { AvatarInitials } from "../../src/widgets/AvatarInitials";
import { StatusChip } from "../../src/widgets/StatusChip";
import { AddMemberDialog } from "./AddMemberDialog";
import { WorkspaceFrame } from "./WorkspaceFrame";
import type { MemberRecord } from "./useMemberActions";
import { useMemberActions } from "./useMemberActions";
import { useWorkspace } from "./workspaceContext";
import { K, MEMBERSHIP_COLORS } from "./workspaceKeys";

/** §6: a workspace's memberships are at most 1000 (the look-up's page). */
const ALL_MEMBERS = 1000;

type Asking = { kind: "remove" | "leave"; member: MemberRecord } | null;

function MemberRow({
  m,
  isMe,
  isOwner,
  actions,
  onAsk,
}: {
  m: MemberRecord;
  isMe: boolean;
  isOwner: boolean;
  actions: ReturnType<typeof useMemberActions>;
  onAsk: (asking: Asking) => void;
}) {
  const translate = useTranslate();
  const name = displayName(m.member);
  const busy = actions.busy === m.workspaceMemberId;
  const requested = m.membershipStatus === "requested";
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={name}
      sx={{ p: 1.5, listStyle: "none" }}
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        alignItems={{ xs: "flex-start", sm: "center" }}
        justifyContent="space-between"
      >
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          sx={{ minWidth: 0 }}
        >
          <AvatarInitials user={m.member} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body1" sx={{ wordBreak: "break-word" }}>
              {name} {isMe && translate(`${K}.members.you`)}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ wordBreak: "break-all" }}
            >
              {m.member.email}
            </Typography>
          </Box>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
        >
          <StatusChip
            status={m.membershipStatus}
            colors={MEMBERSHIP_COLORS}
            labelKey={`${K}.membershipStatuses.${m.membershipStatus}`}
          />
          {isOwner && !requested ? (
            <TextField
              select
              size="small"
              value={m.workspaceRole}
              disabled={busy}
              label={translate(`${K}.members.changeRole`, { name })}
              onChange={(e) => {
                const role = WORKSPACE_ROLES.find((r) => r === e.target.value);
                if (role) void actions.changeRole(m, role);
              }}
              sx={{ minWidth: 140 }}
            >
              {WORKSPACE_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {translate(`${K}.roles.${r}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography variant="body2">
              {translate(`${K}.roles.${m.workspaceRole}`, {
                _: m.workspaceRole,
              })}
            </Typography>
          )}
          {isOwner && requested && (
            <>
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                onClick={() => void actions.approve(m)}
              >
                {translate(`${K}.members.approve`)}
              </Button>
              <Button
                size="small"
                disabled={busy}
                onClick={() => void actions.reject(m)}
              >
                {translate(`${K}.members.reject`)}
              </Button>
            </>
          )}
          {isMe ? (
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => onAsk({ kind: "leave", member: m })}
            >
              {translate(`${K}.members.leave`)}
            </Button>
          ) : (
            isOwner &&
            !requested && (
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => onAsk({ kind: "remove", member: m })}
              >
                {translate(`${K}.members.remove`)}
              </Button>
            )
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

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
