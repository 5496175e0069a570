import { Box, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { discussionsModule } from "../../domain/modules/discussions";
import { recordLabelKey } from "../../src/records/recordLinks";
import { DiscussionList } from "../../src/widgets/discussions/DiscussionList";
import { useDiscussionList } from "../../src/widgets/discussions/useDiscussionList";
import { usePageTitle } from "../common/usePageTitle";

/** /discussions/:modelType (issue 25): the threads I may read on that kind of record, unread first. */
export function DiscussionsByTypePage() {
  const translate = useTranslate();
  const { modelType = "" } = useParams<{ modelType: string }>();
  const kind = translate(recordLabelKey(modelType), { _: modelType });
  const title = usePageTitle("pages.discussions.title");
  const list = useDiscussionList({ modelType });
  const heading = translate("pages.discussions.byTypeTitle", { kind });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <DiscussionList
        rows={list.rows}
        isPending={list.isPending}
        error={list.error}
      />
    </Box>
  );
}
DiscussionsByTypePage.path = discussionsModule.pages.byType.path;
