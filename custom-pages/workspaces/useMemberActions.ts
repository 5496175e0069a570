import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useNotify, useRedirect } from "react-admin";
import { workspaceMembersApiModule } from "../../domain/modules/workspaces";
import type {
  MembershipStatus,
  WorkspaceMember,
  WorkspaceRole,
} from "../../domain/schemas/workspace";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { K } from "./workspaceKeys";
import { workspaceListPath } from "./workspacePaths";

export type MemberRecord = WorkspaceMember & { id: string };

const RESOURCE = workspaceMembersApiModule.name;

/**
 * What the members page does to a membership (§7): an upsert keyed by its id for approving,
 * rejecting and a new role ('Member updated.'), a new one for an added member ('New Member
 * created.'), /workspace-members/remove for removing or leaving ('Workspace Member removed.').
 * Refusals (the last owner: 409) show as the app's error toast with the server's words; every
 * change re-reads the members and the caller's own membership.
 */
export function useMemberActions(workspaceId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
      return true;
    } catch (e) {
      notifyError(e);
      return false;
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: [RESOURCE] });
    }
  };

  const update = (
    m: MemberRecord,
    change: {
      membershipStatus?: MembershipStatus;
      workspaceRole?: WorkspaceRole;
    },
  ) =>
    run(m.workspaceMemberId, async () => {
      await dataProvider.update(RESOURCE, {
        id: m.workspaceMemberId,
        previousData: m,
        data: {
          workspaceId,
          memberId: m.memberId,
          membershipStatus: change.membershipStatus ?? m.membershipStatus,
          workspaceRole: change.workspaceRole ?? m.workspaceRole,
        },
      });
      notify(`${K}.toasts.memberUpdated`, { type: "success" });
    });

  return {
    busy,
    approve: (m: MemberRecord) => update(m, { membershipStatus: "approved" }),
    reject: (m: MemberRecord) => update(m, { membershipStatus: "rejected" }),
    changeRole: (m: MemberRecord, workspaceRole: WorkspaceRole) =>
      update(m, { workspaceRole }),
    add: (memberId: string, workspaceRole: WorkspaceRole) =>
      run(memberId, async () => {
        await dataProvider.create(RESOURCE, {
          data: {
            workspaceId,
            memberId,
            membershipStatus: "approved",
            workspaceRole,
          },
        });
        notify(`${K}.toasts.memberCreated`, { type: "success" });
      }),
    remove: (m: MemberRecord) =>
      run(m.workspaceMemberId, async () => {
        await dataProvider.removeMember({ workspaceId, memberId: m.memberId });
        notify(`${K}.toasts.memberRemoved`, { type: "success" });
      }),
    leave: (m: MemberRecord) =>
      run(m.workspaceMemberId, async () => {
        await dataProvider.removeMember({ workspaceId, memberId: m.memberId });
        notify(`${K}.toasts.memberRemoved`, { type: "success" });
        redirect(() => workspaceListPath);
      }),
  };
}
