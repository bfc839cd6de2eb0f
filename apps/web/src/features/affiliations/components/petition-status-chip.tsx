import { Chip } from "@mui/material";
import { PETITION_STATUS_LABELS, type PetitionStatus } from "@despacho/domain";

// One colour per request status; each text keeps at least 4.5:1 on its background (the service palette's pairs).
const COLOURS: Record<PetitionStatus, { background: string; text: string }> = {
  waiting: { background: "#fef9c3", text: "#854d0e" },
  in_progress: { background: "#cffafe", text: "#155e75" },
  linked: { background: "#dcfce7", text: "#166534" },
  refuse: { background: "#fee2e2", text: "#991b1b" },
  unlinked: { background: "#ede9fe", text: "#5b21b6" },
  cancelled: { background: "#f1f5f9", text: "#334155" },
};

export function PetitionStatusChip({ status }: { status: PetitionStatus }) {
  const { background, text } = COLOURS[status];
  return <Chip size="small" label={PETITION_STATUS_LABELS[status]} sx={{ fontWeight: 600, bgcolor: background, color: text }} />;
}
