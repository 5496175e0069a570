import { Button, Typography } from "@mui/material";
import { styled } from "@mui/material/styles";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { LinkBase, Title, useTranslate } from "react-admin";
import { workspaceListPath } from "./workspacePaths";

const K = "pages.workspaces.notMember";

const Panel = styled("section", { name: "WorkspaceNotMember" })(
  ({ theme }) => ({
    padding: theme.spacing(4),
    display: "flex",
    flexDirection: "column",
    gap: theme.spacing(2),
    alignItems: "flex-start",
  }),
);

/**
 * A workspace page opened by someone who is not an approved member (§6): nothing of it is shown.
 * Joining takes the workspace's code, which they may not know: the way back is their own list,
 * where "Join by code" is.
 */
export function NotMember() {
  const translate = useTranslate();
  const heading = translate(`${K}.title`);
  return (
    <Panel>
      <Title title={heading} />
      <Typography component="h1" variant="h5">
        {heading}
      </Typography>
      <Typography>{translate(`${K}.text`)}</Typography>
      <Button
        component={LinkBase}
        to={workspaceListPath}
        startIcon={<ArrowBackIcon />}
      >
        {translate(`${K}.back`)}
      </Button>
    </Panel>
  );
}
