import type { GridColDef } from "@mui/x-data-grid";
import { MESSAGES, PAGE_SIZE, ROUTES, type Template } from "@despacho/domain";
import { useMemo, useState } from "react";
import { useTemplates } from "@shared/api/templates/get-templates";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { actionsColumn, RowDeleteButton, RowEditLink } from "@shared/ui/row-actions";
import { useDeleteTemplate } from "../api/delete-template";
import { editTemplatePath } from "./template-paths";

/** spec §2.2 /templates (Plantillas): the company's templates, 25 a page, with search. */
export function TemplatesPage() {
  const canEdit = useCan(ROUTES.templatesNew.auth);
  const paging = useSearchPaging();
  const templates = useTemplates({ q: paging.search, limit: PAGE_SIZE.default, offset: paging.page * PAGE_SIZE.default });
  const [deleting, setDeleting] = useState<Template | null>(null);
  const remove = useDeleteTemplate();

  const columns = useMemo<GridColDef<Template>[]>(
    () => [
      { field: "name", headerName: "Nombre", flex: 1, minWidth: 180 },
      { field: "permissions", headerName: "Permisos", width: 110, type: "number", valueGetter: (value: string[]) => value.length },
      { field: "employees_count", headerName: "Empleados", width: 110, type: "number" },
      ...(canEdit
        ? [
            actionsColumn<Template>(110, (row) => (
              <>
                <RowEditLink to={editTemplatePath(row.id)} label={`Editar plantilla ${row.name}`} />
                <RowDeleteButton onClick={() => setDeleting(row)} label={`Eliminar plantilla ${row.name}`} />
              </>
            )),
          ]
        : []),
    ],
    [canEdit],
  );

  return (
    <CatalogListPage
      title="Plantillas"
      subtitle="Conjuntos de permisos que se asignan a los empleados"
      noun="plantillas"
      searchLabel="Buscar plantilla"
      searchHint="Prueba con otro nombre."
      loadError="No fue posible cargar las plantillas."
      add={canEdit ? { label: "Agregar plantilla", to: ROUTES.templatesNew.path } : undefined}
      paging={paging}
      list={templates}
      pageSize={PAGE_SIZE.default}
      columns={columns}
    >
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.templateDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </CatalogListPage>
  );
}
