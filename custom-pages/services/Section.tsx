import type { ReactNode } from "react";
import { Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/**
 * One titled part of a service page (details, users, keys, calls) with its actions on the right;
 * `title` is an i18n key, `id` names the section for assistive technology.
 */
export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 1, alignItems: "center", flexWrap: "wrap", rowGap: 1 }}
        >
          <Typography id={id} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {translate(title)}
          </Typography>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
