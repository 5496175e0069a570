/** A member row of a workspace's members page (issue 24): its own file, the page stays one screen. */
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import { WORKSPACE_ROLES } from "../../domain/schemas/workspace";
import { displayName } from "../../domain/users";
import { AvatarInitials } from "../../src/widgets/AvatarInitials";
import { StatusChip } from "../../src/widgets/StatusChip";
import type { MemberRecord, useMemberActions } from "./useMemberActions";
import { K, MEMBERSHIP_COLORS } from "./workspaceKeys";

export type Asking = { kind: "remove" | "leave"; member: MemberRecord } | null;

/** One membership: who, their role and status, and what the caller may do with it. */
export function MemberRow({
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
