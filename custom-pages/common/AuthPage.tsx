import type { ReactNode } from "react";
import { Box, CardContent, Typography } from "@mui/material";
import { AuthLayout } from "react-admin";
import { usePageTitle } from "./usePageTitle";

interface AuthPageProps {
  titleKey: string;
  children: ReactNode;
}

/**
 * Frame of the sign-in family (noLayout routes): react-admin's themable AuthLayout card, a visible
 * heading and the document title, both from the same translated key.
 */
export function AuthPage({ titleKey, children }: AuthPageProps) {
  const title = usePageTitle(titleKey);
  return (
    <AuthLayout>
      <Box component="main" sx={{ width: { xs: "90vw", sm: 420 } }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Box>
    </AuthLayout>
  );
}
