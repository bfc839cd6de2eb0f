import { Box, Link } from "@mui/material";
import { isStoredFileUrl } from "@despacho/domain";
import type { ReactNode } from "react";
import { formatDateTime } from "@shared/format/date";
import { useCompletionData } from "../../../api/get-completion-data";
import { Field, Section } from "./detail-layout";

/** The completion's fields in the order the desk reads them (any other after them, as stored); the pictures below. */
const COMPLETION_LABELS = new Map([
  ["received_by", "Recibido por"],
  ["notes", "Observaciones"],
  // The courier app's proof (issue 24) and the geotag of the step.
  ["pin_verified", "PIN del cliente"],
  ["distance_m", "Distancia al punto"],
  ["latitude", "Latitud"],
  ["longitude", "Longitud"],
  ["photo_url", "Foto"],
  ["signature_url", "Firma"],
]);
const KNOWN_KEYS = [...COMPLETION_LABELS.keys()];
const rank = (key: string) => (KNOWN_KEYS.includes(key) ? KNOWN_KEYS.indexOf(key) : KNOWN_KEYS.length);
const metres = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });

const PROOF_IMAGES = new Map([
  ["photo_url", "Foto de la prueba"],
  ["signature_url", "Firma de la prueba"],
]);

/** How a completion value reads: the proofs as pictures linked to their files, the PIN as verified, the distance in metres. */
function shown(key: string, value: unknown): ReactNode {
  const image = PROOF_IMAGES.get(key);
  if (image && typeof value === "string" && isStoredFileUrl(value)) {
    return (
      <Link href={value} target="_blank" rel="noopener" sx={{ display: "inline-block", mt: 0.5 }}>
        <Box
          component="img"
          src={value}
          alt={image}
          sx={{
            display: "block",
            maxWidth: 220,
            maxHeight: 140,
            objectFit: "contain",
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            bgcolor: "common.white",
          }}
        />
      </Link>
    );
  }
  if (key === "pin_verified") return value === true ? "Verificado" : "No verificado";
  if (key === "distance_m" && typeof value === "number") return `${metres.format(value)} m`;
  return String(value);
}

function Entries({ data }: { data: Record<string, unknown> }) {
  const sorted = Object.entries(data).sort(([a], [b]) => rank(a) - rank(b));
  const field = ([key, value]: [string, unknown]) => (
    <Field key={key} label={COMPLETION_LABELS.get(key) ?? key} value={shown(key, value)} />
  );
  const pictures = sorted.filter(([key]) => PROOF_IMAGES.has(key));
  return (
    <>
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2, mt: 1 }}>
        {sorted.filter(([key]) => !PROOF_IMAGES.has(key)).map(field)}
      </Box>
      {pictures.length > 0 && <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 2 }}>{pictures.map(field)}</Box>}
    </>
  );
}

/** What the courier reported on finishing (only for a finished service), and the proof of their pickup when there is one. */
export function CompletionDetails({ uuid }: { uuid: string }) {
  const completion = useCompletionData(uuid);
  const pickup = completion.data?.pickup_data;
  return (
    <>
      <Section title="Datos de finalización">
        {completion.data?.finished_at && <Field label="Finalizado" value={formatDateTime(completion.data.finished_at)} />}
        <Entries data={completion.data?.completion_data ?? {}} />
      </Section>
      {pickup && Object.keys(pickup).length > 0 && (
        <Section title="Datos de la recogida">
          <Entries data={pickup} />
        </Section>
      )}
    </>
  );
}
