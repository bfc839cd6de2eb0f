import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { DEFAULT_PROOF_RULES, missingProofs, PROOF_LABELS, proofsToAsk } from "@despacho/domain";
import { type ChangeEvent, useState } from "react";
import { lastPosition } from "../location/use-location-feed";
import type { OutboxUpload } from "../outbox/outbox";
import { compressPhoto } from "./compress-photo";
import { SignaturePad } from "./signature-pad";

/** Where the phone is now (a few seconds at most), else where it last was: the geotag of the completion. */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!("geolocation" in navigator)) return Promise.resolve(lastPosition());
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(lastPosition()),
      { enableHighAccuracy: true, timeout: 5_000, maximumAge: 30_000 },
    ),
  );
}

export interface FinishProof {
  body: Record<string, unknown>;
  uploads: OutboxUpload[];
}

/** Proof of delivery: a photo through the camera (shrunk on the phone) and the customer's signature, then Finalizar. */
export function FinishForm({ onFinish }: { onFinish: (proof: FinishProof) => void }) {
  const rules = DEFAULT_PROOF_RULES;
  const [photo, setPhoto] = useState<{ blob: Blob; preview: string } | null>(null);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [receivedBy, setReceivedBy] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const missing = missingProofs(rules, { photo: Boolean(photo), signature: Boolean(signature) });
  const asked = proofsToAsk(rules);

  const takePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const blob = await compressPhoto(file);
      setPhoto({ blob, preview: URL.createObjectURL(blob) });
      setProblem(null);
    } catch {
      setProblem("No fue posible procesar la foto; tómala de nuevo.");
    }
  };

  const finish = async () => {
    setBusy(true);
    const position = await currentPosition();
    const uploads: OutboxUpload[] = [];
    if (photo) uploads.push({ field: "photo_url", blob: photo.blob, name: "entrega.jpg" });
    if (signature) uploads.push({ field: "signature_url", blob: signature, name: "firma.png" });
    onFinish({ body: { ...(receivedBy.trim() && { received_by: receivedBy.trim() }), ...position }, uploads });
  };

  return (
    <Paper component="section" aria-labelledby="finish-title" variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
      <Stack spacing={2}>
        <Typography id="finish-title" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          Prueba de entrega
        </Typography>
        {asked.includes("photo") && (
          <Stack spacing={1}>
            <Button variant="outlined" component="label" size="large">
              {photo ? "Tomar otra foto" : `${PROOF_LABELS.photo}${rules.photo === "required" ? " (obligatoria)" : ""}`}
              <input
                hidden
                type="file"
                accept="image/*"
                capture="environment"
                data-testid="proof-photo"
                onChange={(e) => void takePhoto(e)}
              />
            </Button>
            {photo && (
              <Box
                component="img"
                src={photo.preview}
                alt="Foto de la entrega"
                sx={{ width: "100%", maxHeight: 220, objectFit: "contain", borderRadius: 2 }}
              />
            )}
          </Stack>
        )}
        {asked.includes("signature") && <SignaturePad onChange={setSignature} />}
        <TextField
          label="Recibido por"
          value={receivedBy}
          onChange={(e) => setReceivedBy(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        {missing.length > 0 && <Alert severity="warning">{missing.join(". ")}</Alert>}
        <Button variant="contained" color="secondary" size="large" disabled={missing.length > 0 || busy} onClick={() => void finish()}>
          Finalizar servicio
        </Button>
      </Stack>
    </Paper>
  );
}
