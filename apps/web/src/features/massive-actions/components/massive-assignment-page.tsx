import { useState } from "react";
import { CourierAutocomplete, type CourierOption } from "@shared/ui/courier-autocomplete";
import { MassiveActionPage } from "./massive-action-page";

/** spec §2.2 /massive-assignment (assign_service). */
export function MassiveAssignmentPage() {
  const [courier, setCourier] = useState<CourierOption | null>(null);
  return (
    <MassiveActionPage
      action="assign"
      title="Asignación masiva"
      subtitle="Asigne varios servicios a un colaborador a la vez"
      fields={<CourierAutocomplete label="Colaborador" value={courier} onChange={setCourier} required />}
      body={courier ? { messenger: courier.uuid } : null}
      change={(s) => `${s.messenger?.full_name ?? "Sin colaborador"} → ${courier?.full_name ?? "elija un colaborador"}`}
    />
  );
}
