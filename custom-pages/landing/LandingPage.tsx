import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Grid,
  Stack,
  Typography,
} from "@mui/material";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import GroupsIcon from "@mui/icons-material/Groups";
import type { ReactNode } from "react";
import { LinkBase, useTranslate } from "react-admin";
import { PATHS } from "../../src/paths";
import { usePageTitle } from "../common/usePageTitle";

function Highlight({
  icon,
  titleKey,
  textKey,
}: {
  icon: ReactNode;
  titleKey: string;
  textKey: string;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          {icon}
          <Typography component="h2" variant="h6">
            {translate(titleKey)}
          </Typography>
        </Stack>
        <Typography variant="body2">{translate(textKey)}</Typography>
      </CardContent>
    </Card>
  );
}

/** "/" with no user (§2): what the portal is, and the ways in. */
export function LandingPage() {
  const translate = useTranslate();
  const title = usePageTitle("pages.landing.title");
  return (
    <Container component="main" maxWidth="md" sx={{ py: 8 }}>
      <Typography component="h1" variant="h3" gutterBottom>
        {title}
      </Typography>
      <Typography variant="h6" component="p" gutterBottom>
        {translate("pages.landing.tagline")}
      </Typography>
      <Typography sx={{ mb: 4 }}>
        {translate("pages.landing.description")}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Highlight
            icon={<LocalShippingIcon color="primary" />}
            titleKey="pages.landing.transportTitle"
            textKey="pages.landing.transportText"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Highlight
            icon={<GroupsIcon color="primary" />}
            titleKey="pages.landing.collaborationTitle"
            textKey="pages.landing.collaborationText"
          />
        </Grid>
      </Grid>
      <Box component="nav" aria-label={translate("pages.landing.navLabel")}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <Button variant="contained" component={LinkBase} to={PATHS.signIn}>
            {translate("pages.common.signIn")}
          </Button>
          <Button variant="outlined" component={LinkBase} to={PATHS.signUp}>
            {translate("pages.common.signUp")}
          </Button>
          <Button component={LinkBase} to={PATHS.contact}>
            {translate("pages.common.contact")}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
LandingPage.path = "/";
