import type { MassiveFile, MassiveRow } from "@despacho/domain";
import { fullName } from "../services/index.js";
import type { FileRow, RowOfFile } from "./queries/files.js";

export function presentFile(f: FileRow): MassiveFile {
  const settled = f.status === "validated" || f.status === "confirmed" || f.status === "failed";
  return {
    uuid: f.id,
    name: f.name,
    status: f.status,
    progress: settled ? 100 : (f.jobProgress ?? 0),
    rows: f.rows,
    invalid_rows: f.invalidRows,
    created_services: f.createdServices,
    error: f.error,
    created_by: f.creator ? fullName(f.creator) : null,
    created_at: f.createdAt.toISOString(),
    confirmed_at: f.confirmedAt?.toISOString() ?? null,
  };
}

export const presentRow = (r: RowOfFile): MassiveRow => ({
  uuid: r.id,
  file: r.fileId,
  line: r.line,
  data: r.data,
  errors: r.errors,
  calculated_cost: r.calculatedCost,
  service: r.serviceId && r.consecutive !== null ? { uuid: r.serviceId, consecutive: r.consecutive } : null,
});
