import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { Title } from "react-admin";
import { usePageTitle } from "./usePageTitle";

interface AppPageProps {
  titleKey: string;
  children: ReactNode;
}

/** Frame of a signed-in custom page: app bar title, document title and an in-page heading. */
export function AppPage({ titleKey, children }: AppPageProps) {
  const title = usePageTitle(titleKey);
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
