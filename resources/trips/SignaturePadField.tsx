import { useEffect, useRef } from "react";
import { Box, Button, Stack, Typography } from "@mui/material";
import SignaturePad from "signature_pad";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { SIGNATURE_PAD } from "../../domain/signatureImage";

const S = tripsModule.key("management.signature");

/**
 * Sharp on high-density phones, but capped: a 3x canvas triples the PNG for no legible gain. The
 * server refuses a signature larger than the pad at this ratio (domain/signatureImage.ts).
 */
const MAX_RATIO = SIGNATURE_PAD.maxPixelRatio;

/**
 * A finger-drawn signature (szimek/signature_pad on a canvas), reported as a PNG data URL after
 * each stroke, or null once cleared. White background: the stored proof reads the same in any
 * viewer (a transparent PNG shows black ink on black in some).
 */
export function SignaturePadField({
  onChange,
  disabled = false,
}: {
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      backgroundColor: "rgb(255, 255, 255)",
      penColor: "rgb(20, 20, 60)",
    });
    padRef.current = pad;
    // The canvas's pixel size must follow its CSS size (and the screen's density), else strokes
    // land off the finger; redrawing keeps what was signed when a phone rotates.
    const resize = () => {
      const ratio = Math.min(
        Math.max(window.devicePixelRatio || 1, 1),
        MAX_RATIO,
      );
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    resize();
    const report = () =>
      onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    pad.addEventListener("endStroke", report);
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      pad.removeEventListener("endStroke", report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <Stack spacing={1}>
      <Box
        sx={{
          border: 2,
          borderColor: "divider",
          borderStyle: "dashed",
          borderRadius: 1,
          bgcolor: "#fff",
          height: SIGNATURE_PAD.cssHeight,
          // The page must not scroll while the finger draws.
          touchAction: "none",
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={translate(`${S}.pad`)}
          style={{ width: "100%", height: "100%", display: "block" }}
        />
      </Box>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center" }}
      >
        <Typography variant="caption" color="text.secondary">
          {translate(`${S}.instructions`)}
        </Typography>
        <Button onClick={clear} disabled={disabled} size="large">
          {translate(`${S}.clear`)}
        </Button>
      </Stack>
    </Stack>
  );
}
