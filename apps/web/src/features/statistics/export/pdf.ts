import { formatCop } from "@shared/format/money";
import { saveFile } from "./save-file";
import type { ExportTable } from "./table";

interface PdfStatement {
  title: string;
  subtitle: string;
  /** Label and value pairs shown above the table. */
  figures: [string, string][];
  table: ExportTable;
  filename: string;
}

/** A printable statement (pdfmake, loaded only when asked; no browser to render it): title, figures, then the table. */
export async function downloadPdf({ title, subtitle, figures, table, filename }: PdfStatement) {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([import("pdfmake/build/pdfmake"), import("pdfmake/build/vfs_fonts")]);
  pdfMake.addVirtualFileSystem(vfs);
  const cellOf = (value: string | number, money?: boolean) =>
    typeof value === "number" && money ? { text: formatCop(value), alignment: "right" } : { text: String(value) };
  const doc = {
    pageSize: "LETTER",
    pageMargins: [36, 36, 36, 36],
    info: { title },
    content: [
      { text: title, fontSize: 16, bold: true },
      { text: subtitle, color: "#555555", margin: [0, 2, 0, 12] },
      {
        columns: figures.map(([label, value]) => ({
          stack: [
            { text: label, color: "#555555", fontSize: 9 },
            { text: value, bold: true },
          ],
        })),
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          widths: table.columns.map(() => "auto"),
          body: [
            table.columns.map((c) => ({ text: c.header, bold: true })),
            ...table.rows.map((row) => row.map((value, i) => cellOf(value, table.columns[i].money))),
          ],
        },
        layout: "lightHorizontalLines",
        fontSize: 9,
      },
    ],
    defaultStyle: { fontSize: 10 },
  };
  saveFile(await pdfMake.createPdf(doc).getBlob(), filename);
}
