import { Box } from "@mui/material";
import { type Employment, MESSAGES, PAGE_SIZE } from "@despacho/domain";
import { useState } from "react";
import { useEmployments } from "@shared/api/employments/get-employments";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { useDeleteEmployment } from "../api/delete-employment";
import { EmploymentCard } from "./employment-card";
import { EmploymentDialog } from "./employment-dialog";

type Editing = { mode: "add" } | { mode: "edit"; employment: Employment } | null;

/** spec §2.4: employments (Cargos). */
export function EmploymentsPage() {
  const canAdd = useCan(["add_employment"]);
  const canChange = useCan(["change_employment"]);
  const canDelete = useCan(["delete_employment"]);
  const paging = useSearchPaging();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Employment | null>(null);
  const remove = useDeleteEmployment();
  const employments = useEmployments({ limit: PAGE_SIZE.default, offset: paging.page * PAGE_SIZE.default, search: paging.search });

  return (
    <CatalogListPage
      title="Cargos"
      subtitle="Cargos de los empleados de la empresa"
      noun="cargos"
      searchLabel="Buscar cargo"
      searchHint="Prueba con otro nombre."
      emptyHint="Agrega el primer cargo de la empresa."
      loadError="No fue posible cargar los cargos."
      add={canAdd ? { label: "Agregar cargo", onClick: () => setEditing({ mode: "add" }) } : undefined}
      paging={paging}
      list={employments}
      pageSize={PAGE_SIZE.default}
      renderItems={(rows) => (
        <Box
          component="ul"
          aria-label="Cargos"
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))" }}
        >
          {rows.map((employment) => (
            <li key={employment.id}>
              <EmploymentCard
                employment={employment}
                onEdit={canChange ? () => setEditing({ mode: "edit", employment }) : undefined}
                onDelete={canDelete ? () => setDeleting(employment) : undefined}
              />
            </li>
          ))}
        </Box>
      )}
    >
      {editing && (
        <EmploymentDialog employment={editing.mode === "edit" ? editing.employment : undefined} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.employmentDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </CatalogListPage>
  );
}
