import { Chip } from "@mui/material";
import { BLOCK_STATUS_LABELS, type BlockStatus } from "@despacho/domain";

// Each text keeps a contrast of at least 4.5:1 on its background, on every theme (the chip paints both).
const PALETTE: Record<BlockStatus, { background: string; text: string }> = {
  active: { background: "#fee2e2", text: "#991b1b" },
  expired: { background: "#e5e7eb", text: "#374151" },
  unblocked: { background: "#dcfce7", text: "#166534" },
};

export function BlockStatusChip({ status }: { status: BlockStatus }) {
  const { background, text } = PALETTE[status];
  return <Chip size="small" label={BLOCK_STATUS_LABELS[status]} sx={{ fontWeight: 600, bgcolor: background, color: text }} />;
}
