import LocalOfferOutlinedIcon from "@mui/icons-material/LocalOfferOutlined";
import { List, ListItem, ListItemIcon, ListItemText, Paper } from "@mui/material";
import { MESSAGES, PAGE_SIZE, type Tag } from "@despacho/domain";
import { useState } from "react";
import { useTags } from "@shared/api/tags/get-tags";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { CatalogListPage } from "@shared/ui/catalog-list-page";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { RowDeleteButton } from "@shared/ui/row-actions";
import { useDeleteTag } from "../api/delete-tag";
import { TagDialog } from "./tag-dialog";

/** spec §2.2 /tags: the headquarter's tags, 10 a page (spec §9); services carry them. */
export function TagsPage() {
  const canAdd = useCan(["add_tag"]);
  const canDelete = useCan(["delete_tag"]);
  const paging = useSearchPaging();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const remove = useDeleteTag();
  const tags = useTags({ page: paging.page, search: paging.search });

  return (
    <CatalogListPage
      title="Etiquetas"
      subtitle="Etiquetas que llevan los servicios y filtran el escritorio"
      noun="etiquetas"
      searchLabel="Buscar etiqueta"
      searchHint="Prueba con otro nombre."
      emptyHint="Agrega la primera etiqueta de la sucursal."
      loadError="No fue posible cargar las etiquetas."
      add={canAdd ? { label: "Agregar etiqueta", onClick: () => setAdding(true) } : undefined}
      paging={paging}
      list={tags}
      pageSize={PAGE_SIZE.tags}
      maxWidth={720}
      renderItems={(rows) => (
        <Paper variant="outlined">
          <List aria-label="Etiquetas" disablePadding>
            {rows.map((tag, i) => (
              <ListItem
                key={tag.uuid}
                divider={i < rows.length - 1}
                secondaryAction={canDelete && <RowDeleteButton onClick={() => setDeleting(tag)} label={`Eliminar etiqueta ${tag.name}`} />}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <LocalOfferOutlinedIcon fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={tag.name} slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    >
      {adding && <TagDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.tagDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSuccess: () => setDeleting(null) })}
      />
    </CatalogListPage>
  );
}
