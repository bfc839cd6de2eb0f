import type { Service } from "@despacho/domain";
import { useState } from "react";
import { formatDateTime } from "@shared/format/date";
import { formatCop } from "@shared/format/money";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { LoadError } from "@shared/ui/load-error";
import { StatusChip } from "@shared/ui/status-chip";
import { useCourierServices } from "../api/get-courier-services";
import { DetailSection } from "./detail-section";
import { PagedTable } from "./paged-table";
import type { TableColumn } from "@shared/ui/responsive-table";

const COLUMNS: TableColumn<Service>[] = [
  { header: "N.º", cell: (s) => s.consecutive },
  { header: "Estado", cell: (s) => <StatusChip status={s.status} /> },
  { header: "Cliente", cell: (s) => s.name },
  { header: "Creado", cell: (s) => formatDateTime(s.created_at) },
  { header: "Valor", align: "right", cell: (s) => formatCop(s.calculated_cost) },
];

/** The services assigned to the courier in this headquarter, newest first. */
export function CourierServices({ courierId }: { courierId: string }) {
  const [page, setPage] = useState(0);
  const services = useCourierServices(courierId, page);
  return (
    <DetailSection title="Servicios">
      {services.isPending && <DelayedLoader label="Cargando servicios" />}
      {services.isError && <LoadError message="No fue posible cargar los servicios." onRetry={() => services.refetch()} />}
      {services.data && (
        <PagedTable
          label="Servicios del colaborador"
          rows={services.data.results}
          count={services.data.count}
          page={page}
          onPage={setPage}
          rowKey={(s) => s.uuid}
          columns={COLUMNS}
          empty="El colaborador no tiene servicios en esta sucursal."
        />
      )}
    </DetailSection>
  );
}
