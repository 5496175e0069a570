import type { ReactNode } from "react";
import { Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

/** A titled group of inputs; `title` is an i18n key. Rows of short inputs wrap on narrow screens. */
export function FormSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={0} sx={{ width: "100%", maxWidth: 720, mt: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  );
}

export function InputRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 2 }}>
      {children}
    </Stack>
  );
}

/**
 * A section title alone, for forms whose inputs run the full width between titles (patients);
 * `title` is an i18n key.
 */
export function SectionHeading({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}
