import { Box, Link } from "@mui/material";
import { isStoredFileUrl } from "@despacho/domain";
import type { ReactNode } from "react";
import { formatDateTime } from "@shared/format/date";
import { useCompletionData } from "../../../api/get-completion-data";
import { Field, Section } from "./detail-layout";

const COMPLETION_LABELS = new Map([
  ["received_by", "Recibido por"],
  ["notes", "Observaciones"],
  // The courier app's proof of delivery and the geotag of the finish (issue 24).
  ["photo_url", "Foto de entrega"],
  ["signature_url", "Firma"],
  ["latitude", "Latitud al finalizar"],
  ["longitude", "Longitud al finalizar"],
  ["distance_m", "Distancia al destino"],
]);
const metres = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });

/** How a completion value reads: the proofs as links to their files, the distance in metres. */
function shown(key: string, value: unknown): ReactNode {
  if ((key === "photo_url" || key === "signature_url") && typeof value === "string" && isStoredFileUrl(value)) {
    return (
      <Link href={value} target="_blank" rel="noopener">
        {key === "photo_url" ? "Ver foto" : "Ver firma"}
      </Link>
    );
  }
  if (key === "distance_m" && typeof value === "number") return `${metres.format(value)} m`;
  return String(value);
}

/** What the courier reported on finishing (only for a finished service). */
export function CompletionDetails({ uuid }: { uuid: string }) {
  const completion = useCompletionData(uuid);
  return (
    <Section title="Datos de finalización">
      {completion.data?.finished_at && <Field label="Finalizado" value={formatDateTime(completion.data.finished_at)} />}
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2, mt: 1 }}>
        {Object.entries(completion.data?.completion_data ?? {}).map(([key, value]) => (
          <Field key={key} label={COMPLETION_LABELS.get(key) ?? key} value={shown(key, value)} />
        ))}
      </Box>
    </Section>
  );
}
