import { Button, Typography } from "@mui/material";
import { styled } from "@mui/material/styles";
import HomeIcon from "@mui/icons-material/Home";
import { LinkBase, Title, useTranslate } from "react-admin";

const Panel = styled("section", { name: "AppStatusPage" })(({ theme }) => ({
  padding: theme.spacing(4),
  display: "flex",
  flexDirection: "column",
  gap: theme.spacing(2),
  alignItems: "flex-start",
}));

interface StatusPageProps {
  /** i18n keys */
  title: string;
  text: string;
  home: string;
}

/** A titled message with a Home link: 403, not found, module not available yet. */
export function StatusPage({ title, text, home }: StatusPageProps) {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <Panel>
      <Title title={heading} />
      <Typography component="h1" variant="h5">
        {heading}
      </Typography>
      <Typography>{translate(text)}</Typography>
      <Button component={LinkBase} to="/" startIcon={<HomeIcon />}>
        {translate(home)}
      </Button>
    </Panel>
  );
}
