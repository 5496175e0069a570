import { useState } from "react";
import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Stack, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { discussionsModule } from "../../domain/modules/discussions";
import { DiscussionList } from "../../src/widgets/discussions/DiscussionList";
import { useDiscussionList } from "../../src/widgets/discussions/useDiscussionList";
import { usePageTitle } from "../common/usePageTitle";
import { NewDiscussionDialog } from "./NewDiscussionDialog";

const K = "pages.discussions";

/**
 * /discussions (issue 25): the threads I posted in or take part in, unread first, then by last post;
 * "New discussion" starts a free-standing one with chosen participants.
 */
export function DiscussionsPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.title`);
  const list = useDiscussionList({ mine: true });
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
        >
          {translate(`${K}.newDiscussion`)}
        </Button>
      </Stack>
      <DiscussionList
        rows={list.rows}
        isPending={list.isPending}
        error={list.error}
      />
      {creating && <NewDiscussionDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
DiscussionsPage.path = discussionsModule.pages.list.path;
