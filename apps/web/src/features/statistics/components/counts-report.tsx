import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import { Box, Button, LinearProgress } from "@mui/material";
import { downloadCsv } from "../export/csv";
import { tabulate } from "../export/table";
import { downloadXlsx } from "../export/xlsx";
import { type CountsRow, countsColumns } from "./counts-table";
import { ExportTableView } from "./export-table";
import { StatusChart } from "./status-chart";

interface Props {
  /** e.g. 'Servicios por día de Noviembre 2026': names the chart, the table and the sheet. */
  title: string;
  groupHeader: string;
  rows: CountsRow[] | undefined;
  total?: CountsRow;
  filename: string;
  loading: boolean;
}

/** One view of /report-services: the chart beside its table, and the table as CSV or XLSX. */
export function CountsReport({ title, groupHeader, rows, total, filename, loading }: Props) {
  const columns = countsColumns(groupHeader);
  const table = () => tabulate(title.slice(0, 31), columns, [...(rows ?? []), ...(total ? [total] : [])]);
  return (
    <Box>
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", mb: 1.5, flexWrap: "wrap" }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          disabled={!rows}
          onClick={() => downloadCsv(`${filename}.csv`, table())}
        >
          Exportar CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          disabled={!rows}
          onClick={() => downloadXlsx(`${filename}.xlsx`, [table()])}
        >
          Exportar XLSX
        </Button>
      </Box>
      {loading && <LinearProgress sx={{ mb: 1 }} aria-label="Cargando" />}
      {rows && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1fr)" },
            alignItems: "start",
          }}
        >
          <StatusChart label={title} groups={rows} />
          <ExportTableView label={title} columns={columns} rows={rows} total={total} />
        </Box>
      )}
    </Box>
  );
}
