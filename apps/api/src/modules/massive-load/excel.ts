import type ExcelJS from "exceljs";

/** exceljs, loaded the first time a spreadsheet is read or written: the API does not hold it (~27 MB) until then. */
export const loadExcel = async (): Promise<typeof ExcelJS> => (await import("exceljs")).default;
