// ExcelJS (which writes the exported workbooks) loaded at the first workbook, not at the server's
// start: it is the slowest package to load.
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export const loadExcelJS = (): Promise<typeof ExcelJS> => (loading ??= import('exceljs').then((m) => m.default));
