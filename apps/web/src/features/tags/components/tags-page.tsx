import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import LocalOfferOutlinedIcon from "@mui/icons-material/LocalOfferOutlined";
import { Box, Button, IconButton, List, ListItem, ListItemIcon, ListItemText, Pagination, Paper, Tooltip } from "@mui/material";
import { MESSAGES, PAGE_SIZE, type Tag } from "@despacho/domain";
import { useEffect, useState } from "react";
import { useTags } from "@shared/api/tags/get-tags";
import { useSearchPaging } from "@shared/hooks/use-search-paging";
import { useCan } from "@shared/permissions/use-roles";
import { ConfirmDialog } from "@shared/ui/confirm-dialog";
import { DelayedLoader } from "@shared/ui/delayed-loader";
import { EmptyState } from "@shared/ui/empty-state";
import { LoadError } from "@shared/ui/load-error";
import { PageHeader } from "@shared/ui/page-header";
import { SearchField } from "@shared/ui/search-field";
import { useDeleteTag } from "../api/delete-tag";
import { TagDialog } from "./tag-dialog";

/** spec §2.2 /tags: the headquarter's tags, 10 a page (spec §9); services carry them. */
export function TagsPage() {
  const canAdd = useCan(["add_tag"]);
  const canDelete = useCan(["delete_tag"]);
  const { searchInput, setSearchInput, search, page, setPage } = useSearchPaging();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const remove = useDeleteTag();
  const tags = useTags({ page, search });
  const pageCount = Math.ceil((tags.data?.count ?? 0) / PAGE_SIZE.tags);

  // After deleting the last tag of the last page, show the page before it.
  useEffect(() => {
    if (pageCount > 0 && page >= pageCount) setPage(pageCount - 1);
  }, [page, pageCount, setPage]);

  const addButton = canAdd && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
      Agregar etiqueta
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Etiquetas"
        subtitle="Etiquetas que llevan los servicios y filtran el escritorio"
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label="Buscar etiqueta" />
            {addButton}
          </>
        }
      />
      <DelayedLoader active={tags.isPending} label="Cargando etiquetas" />
      {tags.isError && !tags.data && <LoadError message="No fue posible cargar las etiquetas." onRetry={() => tags.refetch()} />}
      {tags.data?.results.length === 0 && (
        <EmptyState
          title={search ? `No hay etiquetas que coincidan con «${search}»` : "No hay etiquetas"}
          hint={search ? "Prueba con otro nombre." : "Agrega la primera etiqueta de la sucursal."}
          action={!search && addButton}
        />
      )}
      {tags.data && tags.data.results.length > 0 && (
        <Paper variant="outlined" sx={{ maxWidth: 720, opacity: tags.isPlaceholderData ? 0.6 : 1, transition: "opacity .2s" }}>
          <List aria-label="Etiquetas" aria-busy={tags.isFetching} disablePadding>
            {tags.data.results.map((tag, i) => (
              <ListItem
                key={tag.uuid}
                divider={i < (tags.data?.results.length ?? 0) - 1}
                secondaryAction={
                  canDelete && (
                    <Tooltip title="Eliminar">
                      <IconButton edge="end" aria-label={`Eliminar etiqueta ${tag.name}`} onClick={() => setDeleting(tag)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )
                }
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
      {pageCount > 1 && (
        <Box sx={{ display: "flex", justifyContent: "center", mt: 3, maxWidth: 720 }}>
          <Pagination count={pageCount} page={page + 1} onChange={(_, value) => setPage(value - 1)} color="primary" />
        </Box>
      )}
      {adding && <TagDialog onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={MESSAGES.tagDeleteConfirm}
        message={deleting?.name}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.uuid, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
