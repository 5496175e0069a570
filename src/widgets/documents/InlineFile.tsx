import { Box, CircularProgress } from "@mui/material";

/** A spinner named after what it loads (the preview's label). */
export function FileLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * A file's bytes shown in the page from a blob: URL: a PDF in the browser's viewer (an iframe titled
 * `label`), an image otherwise. Every document kind's preview draws its file here.
 */
export function InlineFile({
  url,
  pdf,
  label,
  alt,
}: {
  url: string;
  pdf: boolean;
  label: string;
  alt: string;
}) {
  if (pdf)
    return (
      <Box
        component="iframe"
        src={url}
        title={label}
        sx={{ width: "100%", height: "75vh", border: 0 }}
      />
    );
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ display: "block", maxWidth: "100%", maxHeight: "75vh", mx: "auto" }}
    />
  );
}
