import { Alert, Box, Button, Paper, Stack, TextField, Typography } from "@mui/material";
import { CUSTOMER_PIN_LENGTH, PROOF_MESSAGES, type ProofRules, type ProofStep, stepProof } from "@despacho/domain";
import { type ChangeEvent, useState } from "react";
import { lastPosition } from "../location/use-location-feed";
import { compressPhoto } from "./compress-photo";
import { SignaturePad } from "./signature-pad";
import { pinTyped, type StepDraft, stepDraft } from "./step-draft";

/** Where the phone is now (a few seconds at most), else where it last was: the geotag of the step. */
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

const TITLES: Record<ProofStep, string> = { pickup: "Prueba de recogida", drop_off: "Prueba de entrega" };

/**
 * The proof of a step as its service type asks (issue 24): a photo through the camera (shrunk on the phone), the
 * signature on screen, the customer's PIN; each marked required or optional, none shown that is off. The button
 * waits until every required proof is there.
 */
export function StepProofForm({
  rules,
  step,
  submitLabel,
  onSubmit,
}: {
  rules: ProofRules;
  step: ProofStep;
  submitLabel: string;
  onSubmit: (draft: StepDraft) => void;
}) {
  const [photo, setPhoto] = useState<{ blob: Blob; preview: string } | null>(null);
  const [signature, setSignature] = useState<Blob | null>(null);
  const [pin, setPin] = useState("");
  const [receivedBy, setReceivedBy] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pinComplete = pin.length === CUSTOMER_PIN_LENGTH;
  const { asked, missing } = stepProof(rules, step, { photo: Boolean(photo), signature: Boolean(signature), pin: pinComplete });
  const label = (kind: (typeof asked)[number]) => PROOF_MESSAGES.asked(kind, rules[step][kind]);
  const titleId = `${step}-proof-title`;

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

  const submit = async () => {
    setBusy(true);
    const position = await currentPosition();
    onSubmit(stepDraft({ asked, photo: photo?.blob ?? null, signature, pin: pinComplete ? pin : "", receivedBy, position }));
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, borderWidth: 2 }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          {TITLES[step]}
        </Typography>
        {asked.includes("photo") && (
          <Stack spacing={1}>
            <Button variant="outlined" component="label" size="large">
              {photo ? "Tomar otra foto" : label("photo")}
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
                alt="Foto de la prueba"
                sx={{ width: "100%", maxHeight: 220, objectFit: "contain", borderRadius: 2 }}
              />
            )}
          </Stack>
        )}
        {asked.includes("signature") && <SignaturePad label={label("signature")} onChange={setSignature} />}
        {asked.includes("pin") && (
          <TextField
            label={label("pin")}
            value={pin}
            onChange={(e) => setPin(pinTyped(e.target.value))}
            helperText="Pídelo al cliente: lo ve en su enlace de seguimiento."
            autoComplete="off"
            slotProps={{
              htmlInput: { inputMode: "numeric", pattern: "[0-9]*", maxLength: CUSTOMER_PIN_LENGTH },
              input: { sx: { fontSize: "1.5rem", letterSpacing: "0.3em" } },
            }}
          />
        )}
        {step === "drop_off" && (
          <TextField
            label="Recibido por"
            value={receivedBy}
            onChange={(e) => setReceivedBy(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {missing.length > 0 && <Alert severity="warning">{missing.map((kind) => PROOF_MESSAGES.missing(kind, step)).join(". ")}</Alert>}
        <Button
          variant="contained"
          color={step === "drop_off" ? "secondary" : "primary"}
          size="large"
          disabled={missing.length > 0 || busy}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
