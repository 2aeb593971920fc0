import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { api } from '../../api/client';
import { isApiError } from '../../http/errors';
import { ValidationErrors } from '../../components/ValidationErrors';
import { MESSAGES } from '../../domain/messages';
import {
  importSummary,
  isXlsxFileName,
  rateImportFieldsSchema,
  RATES_IO_MESSAGES,
  type ImportReport,
  type RateImportFields,
} from '../../domain/schemas/rates-import';
import { ImportErrorsTable } from './ImportErrorsTable';
import { ImportProgressBar } from './ImportProgressBar';
import { runImportJob, type ImportProgressState } from './importJob';
import { defaultCampaign, useRatesIoOptions } from './useRatesIoOptions';

type FormValues = z.input<typeof rateImportFieldsSchema>;
type Phase = { kind: 'idle' } | { kind: 'sending' } | { kind: 'running'; progress: ImportProgressState };

/** 'Importar tasas' (spec 2.8): file, campaign and insurer; progress while it runs; then the report. */
export function RatesImportPage() {
  const { campaigns, companies, campaignsFailed } = useRatesIoOptions();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { control, handleSubmit, getValues, setValue, formState } = useForm<FormValues, unknown, RateImportFields>({
    resolver: zodResolver(rateImportFieldsSchema),
    defaultValues: { campaign: '', company: '' },
  });

  useEffect(() => {
    const current = campaigns && defaultCampaign(campaigns);
    if (current && !getValues('campaign')) setValue('campaign', String(current.id));
  }, [campaigns, getValues, setValue]);
  useEffect(() => {
    const first = companies[0];
    if (first && !getValues('company')) setValue('company', String(first.id));
  }, [companies, getValues, setValue]);

  const chooseFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setReport(null);
    setFailure(null);
    setServerMessages([]);
    if (chosen && !isXlsxFileName(chosen.name)) {
      setFileError(RATES_IO_MESSAGES.fileType);
      setFile(null);
      e.target.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  const start = handleSubmit(async (values) => {
    if (!file) return;
    setReport(null);
    setFailure(null);
    setServerMessages([]);
    const form = new FormData();
    form.append('campaign', String(values.campaign));
    form.append('company', String(values.company));
    form.append('import_file', file, file.name);
    setPhase({ kind: 'sending' });
    try {
      const result = await runImportJob(
        { upload: api.upload, request: (path) => api.get(path) },
        form,
        (progress) => mounted.current && setPhase({ kind: 'running', progress }),
        () => !mounted.current,
      );
      if (mounted.current) setReport(result);
    } catch (e) {
      if (!mounted.current) return;
      const messages = isApiError(e) && e.status === 422 ? e.validationList : [];
      if (messages.length) setServerMessages(messages);
      else setFailure(e instanceof Error && e.message ? e.message : MESSAGES.genericError);
    } finally {
      if (mounted.current) setPhase({ kind: 'idle' });
    }
  });

  const busy = phase.kind !== 'idle';
  return (
    <Card component="form" onSubmit={start} noValidate aria-labelledby="rates-import-title">
      <CardContent>
        <Typography id="rates-import-title" variant="h6" component="h2" gutterBottom>
          Importar tasas
        </Typography>
        {campaignsFailed && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {RATES_IO_MESSAGES.campaignsError}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, alignItems: 'start' }}>
          <Box>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
              Seleccionar archivo XLSX
              <input
                hidden
                type="file"
                name="import_file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={chooseFile}
                data-testid="rates-import-file"
              />
            </Button>
            <Typography
              variant="body2"
              sx={{ mt: 1 }}
              color={fileError ? 'error' : 'text.secondary'}
              role={fileError ? 'alert' : undefined}
            >
              {fileError ?? file?.name ?? 'Ningún archivo seleccionado'}
            </Typography>
          </Box>
          <Controller
            name="campaign"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Campaña"
                {...field}
                value={field.value ?? ''}
                disabled={busy}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {(campaigns ?? []).map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.description}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="company"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Aseguradora"
                {...field}
                value={field.value ?? ''}
                disabled={busy}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {companies.map((c) => (
                  <MenuItem key={c.id} value={String(c.id)}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!file || busy || formState.isSubmitting}>
          {RATES_IO_MESSAGES.start}
        </Button>
        {phase.kind === 'sending' && <ImportProgressBar label="Enviando archivo…" />}
        {phase.kind === 'running' && (
          <ImportProgressBar label="Leyendo archivo…" done={phase.progress.processedRows} total={phase.progress.totalRows} />
        )}
        <ValidationErrors messages={serverMessages} />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {failure}
          </Alert>
        )}
        {report && (
          <Box sx={{ mt: 2 }}>
            <Alert severity={report.cant_errors ? 'warning' : 'success'} role="status">
              {importSummary(report.rates_imported, report.cant_errors)}
            </Alert>
            {report.errors.length > 0 && <ImportErrorsTable errors={report.errors} />}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
