import { useQueryClient } from "@tanstack/react-query";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { LinkBase, Title, useGetOne, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { adminSupportModule } from "../../domain/modules/adminSupport";
import { supportModule } from "../../domain/modules/support";
import { PRIVILEGES } from "../../domain/privileges";
import type { SupportRequestRow } from "../../domain/schemas/support";
import { errorStatus } from "../../src/forms/serverErrors";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { usePrivilege } from "../../src/session/usePrivilege";
import { useSession } from "../../src/session/useSession";
import { RichTextView } from "../../src/widgets/richText/RichTextView";
import { SupportStatusChip } from "../../src/widgets/support/SupportStatusChip";
import { requestNumber } from "../../src/widgets/support/supportLabels";
import { AttachmentList } from "./AttachmentList";
import { Conversation } from "./Conversation";
import { ReplyForm } from "./ReplyForm";
import { RequestFacts } from "./RequestFacts";
import { SolvedQuestion } from "./SolvedQuestion";
import { StaffControls } from "./StaffControls";
import { K, SUPPORT, SUPPORT_REPLIES } from "./supportModel";

const S = `${K}.show`;
const LIVE_KEYS = [[SUPPORT], [SUPPORT_REPLIES]];

/**
 * /support/request/:supportRequestId (issue 28): the request (its facts, description and files), the
 * conversation and the reply box; new replies and status changes arrive live ("support"). The
 * requester answers "solved?" after a resolve; support staff change status, priority and assignee.
 */
export function SupportRequestPage() {
  const translate = useTranslate();
  const { supportRequestId = "" } = useParams();
  const me = useSession()?.user.userId;
  const staff = usePrivilege({
    resource: SUPPORT,
    privilege: PRIVILEGES.modifySupport,
  }).allowed;
  const queryClient = useQueryClient();
  const read = useGetOne<SupportRequestRow>(
    SUPPORT,
    { id: supportRequestId },
    { retry: false },
  );
  useLiveRefetch("support", LIVE_KEYS);
  const reread = () => {
    for (const queryKey of LIVE_KEYS)
      void queryClient.invalidateQueries({ queryKey });
  };

  if (read.error) {
    const key = errorStatus(read.error) === 404 ? "notFound" : "failed";
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`${S}.${key}`)}
      </Alert>
    );
  }
  const row = read.data;
  if (read.isPending || !row?.supportRequestId)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {translate(`${S}.loading`)}
      </Typography>
    );
  const requester = !!me && row.requesterUserId === me;
  // Staff came from the queue; a requester (staff filing their own too) from their requests.
  const back =
    staff && !requester
      ? { to: adminSupportModule.pages.queue.path, key: "backToQueue" }
      : { to: supportModule.pages.requests.path, key: "back" };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={`${requestNumber(row.number)} ${row.subject}`} />
      <Button
        component={LinkBase}
        to={back.to}
        size="small"
        startIcon={<ArrowBackIcon />}
      >
        {translate(`${S}.${back.key}`)}
      </Button>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: "center", flexWrap: "wrap", my: 1 }}
      >
        <Typography
          component="h1"
          variant="h5"
          sx={{ overflowWrap: "anywhere" }}
        >
          {requestNumber(row.number)} {row.subject}
        </Typography>
        <SupportStatusChip status={row.status} />
      </Stack>
      <RequestFacts row={row} staff={staff} />
      {row.status === "resolved" && requester && (
        <SolvedQuestion
          supportRequestId={row.supportRequestId}
          onAnswered={reread}
        />
      )}
      {staff && (
        <StaffControls key={row.updatedAt} row={row} onSaved={reread} />
      )}
      <RichTextView html={row.description} sx={{ my: 2 }} />
      <AttachmentList files={row.attachments} />
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate(`${S}.conversation`)}
      </Typography>
      <Conversation supportRequestId={row.supportRequestId} />
      {row.status === "closed" ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(`${S}.closedNote`)}
        </Alert>
      ) : (
        <ReplyForm supportRequestId={row.supportRequestId} onSent={reread} />
      )}
    </Box>
  );
}
SupportRequestPage.path = supportModule.pages.show.path;
