import { Box, Button, Stack, Typography } from "@mui/material";
import { type PointerEvent, useRef } from "react";

/** The customer signs on the screen with a finger; each stroke ends by handing the drawing as a PNG. */
export function SignaturePad({ label, onChange }: { label: string; onChange: (signature: Blob | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / box.width;
    return [(event.clientX - box.left) * scale, (event.clientY - box.top) * scale] as const;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    context.lineWidth = 4;
    context.lineCap = "round";
    context.strokeStyle = "#0d0d0d";
    context.beginPath();
    context.moveTo(...pointAt(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext("2d");
    context?.lineTo(...pointAt(event));
    context?.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    canvas.current?.toBlob((blob) => onChange(blob), "image/png");
  };
  const clear = () => {
    const current = canvas.current;
    current?.getContext("2d")?.clearRect(0, 0, current.width, current.height);
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Typography id="signature-label" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box
        component="canvas"
        ref={canvas}
        width={600}
        height={240}
        role="img"
        aria-labelledby="signature-label"
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        sx={{ width: "100%", height: 160, bgcolor: "#fff", border: 2, borderColor: "text.primary", borderRadius: 2, touchAction: "none" }}
      />
      <Button variant="outlined" color="inherit" onClick={clear}>
        Borrar firma
      </Button>
    </Stack>
  );
}
