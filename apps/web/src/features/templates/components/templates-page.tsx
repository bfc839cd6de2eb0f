import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Button, IconButton, Paper, Tooltip } from "@mui/material";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import { MESSAGES, PAGE_SIZE, ROUTES, type Template } from "@despacho/domain";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useTemplates } from "@shared/api/templates/get-templates";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { useDeleteTemplate } from "../api/delete-template";
import { editTemplatePath } from "./template-paths";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/** spec §2.2 /templates (Plantillas): the company's templates, 25 a page, with search. */
export function TemplatesPage() {
  const canEdit = useCan(ROUTES.templatesNew.auth);
  const { searchInput, setSearchInput, search: q, page, setPage } = useSearchPaging();
  const templates = useTemplates({ q, limit: PAGE_SIZE.default, offset: page * PAGE_SIZE.default });
  const [deleting, setDeleting] = useState<Template | null>(null);
  const remove = useDeleteTemplate();

  const columns = useMemo<GridColDef<Template>[]>(
    () => [
      { field: "name", headerName: "Nombre", flex: 1, minWidth: 180 },
      { field: "permissions", headerName: "Permisos", width: 110, type: "number", valueGetter: (value: string[]) => value.length },
      { field: "employees_count", headerName: "Empleados", width: 110, type: "number" },
      ...(canEdit
        ? [
            {
              field: "actions",
              headerName: "Acciones",
              width: 110,
              sortable: false,
              filterable: false,
              renderCell: ({ row }) => (
                <>
                  <Tooltip title="Editar">
                    <IconButton
                      component={RouterLink}
                      to={editTemplatePath(row.id)}
                      size="small"
                      aria-label={`Editar plantilla ${row.name}`}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Eliminar">
                    <IconButton size="small" color="error" onClick={() => setDeleting(row)} aria-label={`Eliminar plantilla ${row.name}`}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </>
              ),
            } satisfies GridColDef<Template>,
          ]
        : []),
    ],
    [canEdit],
  );

  const addButton = canEdit && (
    <Button component={RouterLink} to={ROUTES.templatesNew.path} variant="contained" startIcon={<AddIcon />}>
      Agregar plantilla
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Plantillas"
        subtitle="Conjuntos de permisos que se asignan a los empleados"
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label="Buscar plantilla" />
            {addButton}
          </>
        }
      />
      {templates.isError && !templates.data && (
        <LoadError message="No fue posible cargar las plantillas." onRetry={() => templates.refetch()} />
      )}
      {templates.data?.count === 0 ? (
        <EmptyState
          title={q ? `No hay plantillas que coincidan con «${q}»` : "No hay plantillas"}
          hint={q ? "Prueba con otro nombre." : undefined}
          action={!q && addButton}
        />
      ) : (
        <Paper variant="outlined" sx={{ height: { xs: 560, md: "calc(100dvh - 260px)" }, minHeight: 400 }}>
          <DataGrid
            aria-label="Plantillas"
            rows={templates.data?.results ?? []}
            columns={columns}
            loading={templates.isFetching}
            rowCount={templates.data?.count ?? 0}
            paginationMode="server"
            pageSizeOptions={[PAGE_SIZE.default]}
            paginationModel={{ page, pageSize: PAGE_SIZE.default }}
            onPaginationModelChange={(model) => setPage(model.page)}
            disableColumnFilter
            disableColumnSorting
            disableRowSelectionOnClick
            density="compact"
            localeText={localeText}
            slotProps={{ loadingOverlay: { variant: "linear-progress" } }}
            sx={{ border: 0 }}
          />
        </Paper>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.templateDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
