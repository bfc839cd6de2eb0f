import BadgeOutlinedIcon from "@mui/icons-material/BadgeOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import { Avatar, Box, Card, CardContent, IconButton, Tooltip, Typography } from "@mui/material";
import type { Employment } from "@despacho/domain";

interface EmploymentCardProps {
  employment: Employment;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function EmploymentCard({ employment, onEdit, onDelete }: EmploymentCardProps) {
  return (
    <Card data-testid="employment-card" sx={{ height: "100%", "&:hover": { borderColor: "primary.main" } }}>
      <CardContent sx={{ height: "100%", display: "flex", alignItems: "center", gap: 1.5, "&:last-child": { pb: 2 } }}>
        <Avatar sx={{ bgcolor: "primary.main", color: "primary.contrastText", width: 40, height: 40 }} aria-hidden>
          <BadgeOutlinedIcon fontSize="small" />
        </Avatar>
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, lineHeight: 1.3, overflowWrap: "break-word" }}
        >
          {employment.name}
        </Typography>
        <Box sx={{ display: "flex", flex: "0 0 auto" }}>
          {onEdit && (
            <Tooltip title="Editar">
              <IconButton aria-label={`Editar cargo ${employment.name}`} onClick={onEdit} size="small">
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title="Eliminar">
              <IconButton aria-label={`Eliminar cargo ${employment.name}`} onClick={onDelete} size="small" color="error">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
