import { Box } from "@mui/material";
import { formatDateTime } from "@shared/format/date";
import { useCompletionData } from "../../../api/get-completion-data";
import { Field, Section } from "./detail-layout";

const COMPLETION_LABELS = new Map([
  ["received_by", "Recibido por"],
  ["notes", "Observaciones"],
]);

/** What the courier reported on finishing (only for a finished service). */
export function CompletionDetails({ uuid }: { uuid: string }) {
  const completion = useCompletionData(uuid);
  return (
    <Section title="Datos de finalización">
      {completion.data?.finished_at && <Field label="Finalizado" value={formatDateTime(completion.data.finished_at)} />}
      <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2, mt: 1 }}>
        {Object.entries(completion.data?.completion_data ?? {}).map(([key, value]) => (
          <Field key={key} label={COMPLETION_LABELS.get(key) ?? key} value={String(value)} />
        ))}
      </Box>
    </Section>
  );
}
