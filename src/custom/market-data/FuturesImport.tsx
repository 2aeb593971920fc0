import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMarketWrites } from '../../api/market';
import { importSummary, isXlsxFileName, RATES_IO_MESSAGES } from '../../domain/rates/import';
import { ApiError, validationFailureOf } from '../../http/errors';

/** Imports a spreadsheet of futures settlement prices (column A the contract, B the price; server/market/import.ts). */
export function FuturesImport() {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const { importFutures } = useMarketWrites();
  const [error, setError] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);
  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    setError(undefined);
    setProblems([]);
    if (!file) return;
    if (!isXlsxFileName(file.name)) return setError(RATES_IO_MESSAGES.fileType);
    try {
      const report = await importFutures.mutateAsync(file);
      notify(importSummary(report.imported, report.cant_errors), { type: report.cant_errors ? 'warning' : 'success' });
      setProblems(report.errors.map((e) => `Fila ${e.row_number}: ${e.type === 'contrato' ? 'contrato no reconocido' : 'valor inválido'}`));
    } catch (e) {
      const failure = validationFailureOf(e);
      setError(failure?.fields.file ?? failure?.list[0] ?? (e instanceof ApiError ? e.message : RATES_IO_MESSAGES.fileType));
    }
  };
  return (
    <Box>
      <Typography variant="body2" gutterBottom>
        Una hoja con el contrato en la columna A (por ejemplo DLR/NOV26, SOJ.ROS/MAY27, MAI.ROS/ABR27, TRI.ROS/ENE27) y el precio de ajuste
        en la columna B.
      </Typography>
      <input
        ref={input}
        type="file"
        accept=".xlsx"
        hidden
        aria-label="Archivo de futuros"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={importFutures.isPending}>
        Importar futuros (XLSX)
      </Button>
      {importFutures.isPending && <LinearProgress sx={{ mt: 1 }} aria-label="Importando" />}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <ul style={{ margin: 0 }}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Box>
  );
}
