import { type AnonymousCustomer, MESSAGES, PAGE_SIZE, ROUTES } from "@despacho/domain";
import type { GridColDef } from "@mui/x-data-grid";
import { useMemo, useState } from "react";
import { useAnonymousCustomers } from "@shared/api/anonymous-customers/get-anonymous-customers";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { actionsColumn, RowDeleteButton, RowEditLink } from "@shared/ui/row-actions";
import { useDeleteAnonymousCustomer } from "../api/delete-anonymous-customer";
import { editCustomerPath } from "./customer-paths";

/** spec §2.2 /customers: anonymous customers of the headquarter, 25 a page, with search. */
export function CustomersPage() {
  const canAdd = useCan(["add_anonymouscustomer"]);
  const canChange = useCan(["change_anonymouscustomer"]);
  const paging = useSearchPaging();
  const customers = useAnonymousCustomers({ q: paging.search, limit: PAGE_SIZE.default, offset: paging.page * PAGE_SIZE.default });
  const [deleting, setDeleting] = useState<AnonymousCustomer | null>(null);
  const remove = useDeleteAnonymousCustomer();

  const columns = useMemo<GridColDef<AnonymousCustomer>[]>(
    () => [
      { field: "name", headerName: "Nombre", flex: 1, minWidth: 180 },
      { field: "phone_number", headerName: "Teléfono", width: 150 },
      { field: "address", headerName: "Dirección", flex: 1, minWidth: 180, valueGetter: (value: string | null) => value ?? "—" },
      { field: "email", headerName: "Correo", flex: 1, minWidth: 200, valueGetter: (value: string | null) => value ?? "—" },
      ...(canChange
        ? [
            actionsColumn<AnonymousCustomer>(110, (row) => (
              <>
                <RowEditLink to={editCustomerPath(row.uuid)} label={`Editar cliente ${row.name}`} />
                <RowDeleteButton onClick={() => setDeleting(row)} label={`Eliminar cliente ${row.name}`} />
              </>
            )),
          ]
        : []),
    ],
    [canChange],
  );

  return (
    <CatalogListPage
      title="Clientes"
      subtitle="Clientes anónimos de la sucursal"
      noun="clientes"
      searchLabel="Buscar cliente"
      searchHint="Prueba con otro nombre o teléfono."
      loadError="No fue posible cargar los clientes."
      add={canAdd ? { label: "Agregar cliente", to: ROUTES.customersNew.path } : undefined}
      paging={paging}
      list={customers}
      pageSize={PAGE_SIZE.default}
      columns={columns}
      getRowId={(row) => row.uuid}
      testId="customers-grid"
    >
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.customerDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSuccess: () => setDeleting(null) })}
      />
    </CatalogListPage>
  );
}
