import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Pagination } from "@mui/material";
import { type Employment, MESSAGES, PAGE_SIZE } from "@despacho/domain";
import { useEffect, useState } from "react";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { LoadError } from "@shared/ui/load-error";
import { useDeleteEmployment } from "../api/delete-employment";
import { useEmployments } from "@shared/api/employments/get-employments";
import { EmploymentCard } from "./employment-card";
import { EmploymentDialog } from "./employment-dialog";

const PAGE = PAGE_SIZE.default;

type Editing = { mode: "add" } | { mode: "edit"; employment: Employment } | null;

/** spec §2.4: employments (Cargos). */
export function EmploymentsPage() {
  const canAdd = useCan(["add_employment"]);
  const canChange = useCan(["change_employment"]);
  const canDelete = useCan(["delete_employment"]);
  const { searchInput, setSearchInput, search, page, setPage } = useSearchPaging();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Employment | null>(null);
  const remove = useDeleteEmployment();
  const employments = useEmployments({ limit: PAGE, offset: page * PAGE, search });
  const pageCount = Math.ceil((employments.data?.count ?? 0) / PAGE);

  // After deleting the last employment of the last page, show the page before it.
  useEffect(() => {
    if (pageCount > 0 && page >= pageCount) setPage(pageCount - 1);
  }, [page, pageCount, setPage]);

  const addButton = canAdd && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: "add" })}>
      Agregar cargo
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Cargos"
        subtitle="Cargos de los empleados de la empresa"
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label="Buscar cargo" />
            {addButton}
          </>
        }
      />
      <DelayedLoader active={employments.isPending} label="Cargando cargos" />
      {employments.isError && !employments.data && (
        <LoadError message="No fue posible cargar los cargos." onRetry={() => employments.refetch()} />
      )}
      {employments.data?.results.length === 0 && (
        <EmptyState
          title={search ? `No hay cargos que coincidan con «${search}»` : "No hay cargos"}
          hint={search ? "Prueba con otro nombre." : "Agrega el primer cargo de la empresa."}
          action={!search && addButton}
        />
      )}
      {employments.data && employments.data.results.length > 0 && (
        <Box
          component="ul"
          aria-label="Cargos"
          aria-busy={employments.isFetching}
          sx={{
            listStyle: "none",
            m: 0,
            p: 0,
            display: "grid",
            gap: 2,
            gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
            opacity: employments.isPlaceholderData ? 0.6 : 1,
            transition: "opacity .2s",
          }}
        >
          {employments.data.results.map((employment) => (
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
      {pageCount > 1 && (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 3 }}>
          <Pagination count={pageCount} page={page + 1} onChange={(_, value) => setPage(value - 1)} color="primary" />
        </Box>
      )}
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
    </>
  );
}
