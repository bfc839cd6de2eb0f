import BadgeOutlinedIcon from "@mui/icons-material/BadgeOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Avatar, Box, Card, CardContent, IconButton, Tooltip, Typography } from "@mui/material";
import type { Employment } from "@despacho/domain";

interface PositionCardProps {
  position: Employment;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function PositionCard({ position, onEdit, onDelete }: PositionCardProps) {
  return (
    <Card data-testid="position-card" sx={{ height: "100%", "&:hover": { borderColor: "primary.main" } }}>
      <CardContent sx={{ height: "100%", display: "flex", alignItems: "center", gap: 1.5, "&:last-child": { pb: 2 } }}>
        <Avatar sx={{ bgcolor: "primary.main", color: "primary.contrastText", width: 40, height: 40 }} aria-hidden>
          <BadgeOutlinedIcon fontSize="small" />
        </Avatar>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, lineHeight: 1.3, overflowWrap: "break-word" }}
        >
          {position.name}
        </Typography>
        <Box sx={{ display: "flex", flex: "0 0 auto" }}>
          {onEdit && (
            <Tooltip title="Editar">
              <IconButton aria-label={`Editar cargo ${position.name}`} onClick={onEdit} size="small">
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title="Eliminar">
              <IconButton aria-label={`Eliminar cargo ${position.name}`} onClick={onDelete} size="small" color="error">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
