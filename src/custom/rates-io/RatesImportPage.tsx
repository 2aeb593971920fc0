import { useEffect, useState, type ChangeEvent } from 'react';
import { useFormState } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useJob } from '../../api/jobs';
import { ratesIoApi, type ImportStart } from '../../api/rates';
import { useMethods } from '../../api/dataPath';
import { AppForm } from '../../components/form/AppForm';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import type { JobProgress } from '../../domain/jobs/entity';
import type { Campaign, Company } from '../../domain/reference/entity';
import {
  importSummary,
  isXlsxFileName,
  rateImportFieldsSchema,
  RATES_IO_MESSAGES,
  type RatesImportResult,
} from '../../domain/rates/import';
import { ImportErrorsTable } from './ImportErrorsTable';
import { ImportProgressBar } from './ImportProgressBar';
import { CampaignsFailed, ImportTargetInputs } from './ImportTargetInputs';
import { useRatesIoOptions } from './useRatesIoOptions';
import { SectionCard } from '../../components/SectionCard';

/** An import may wait for another one to end, then read 200,000 rows. */
const IMPORT_TIMEOUT_MS = 15 * 60_000;

/** 'Importar tasas' (docs/rules/rates.md#importar-tasas): file, campaign and insurer; progress while it runs; then the report. */
export function RatesImportPage() {
  const ratesIo = useMethods(ratesIoApi);
  const { showError } = useErrorDialog();
  const { campaigns, companies, campaignsFailed } = useRatesIoOptions();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [started, setStarted] = useState<ImportStart | null>(null);
  const job = useJob<RatesImportResult>(started && 'jobId' in started ? started.jobId : null, { timeoutMs: IMPORT_TIMEOUT_MS });
  const report = started && 'report' in started ? started.report : job.status === 'done' ? job.result.import_report : null;
  const failure = job.status === 'failed' ? job.error : null;

  useEffect(() => {
    if (failure) showError(failure);
  }, [failure, showError]);

  const chooseFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setStarted(null);
    if (chosen && !isXlsxFileName(chosen.name)) {
      setFileError(RATES_IO_MESSAGES.fileType);
      setFile(null);
      e.target.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
  };

  return (
    <SectionCard title="Importar tasas">
      <CampaignsFailed failed={campaignsFailed} />
      <AppForm
        schema={rateImportFieldsSchema}
        defaultValues={{ campaign: '', company: '' }}
        submit={async (values) => {
          setStarted(null);
          if (!file) throw new Error(RATES_IO_MESSAGES.fileType);
          return ratesIo.startImport(rateImportFieldsSchema.parse(values), file);
        }}
        onSuccess={(result) => setStarted(result as ImportStart)}
      >
        <ImportFormBody
          file={file}
          fileError={fileError}
          onChooseFile={chooseFile}
          campaigns={campaigns}
          companies={companies}
          running={job.status === 'running'}
          progress={job.status === 'running' ? job.progress : null}
        />
      </AppForm>
      {report && (
        <Box sx={{ mt: 2 }}>
          <Alert severity={report.cant_errors ? 'warning' : 'success'} role="status">
            {importSummary(report.rates_imported, report.cant_errors)}
          </Alert>
          {report.errors.length > 0 && <ImportErrorsTable errors={report.errors} />}
        </Box>
      )}
    </SectionCard>
  );
}

interface ImportFormBodyProps {
  file: File | null;
  fileError: string | null;
  onChooseFile: (e: ChangeEvent<HTMLInputElement>) => void;
  campaigns: Campaign[] | null;
  companies: Company[];
  /** the import's job is queued or running */
  running: boolean;
  /** its progress (null before the first answer) */
  progress: JobProgress | null;
}

/** The form's inputs, its button and the progress of the sending and of the job. */
function ImportFormBody({ file, fileError, onChooseFile, campaigns, companies, running, progress }: ImportFormBodyProps) {
  const { isSubmitting } = useFormState();
  const busy = isSubmitting || running;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            Seleccionar archivo XLSX
            <input
              hidden
              type="file"
              name="import_file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={onChooseFile}
              data-testid="rates-import-file"
            />
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }} color={fileError ? 'error' : 'text.secondary'} role={fileError ? 'alert' : undefined}>
            {fileError ?? file?.name ?? 'Ningún archivo seleccionado'}
          </Typography>
        </Box>
        <ImportTargetInputs campaigns={campaigns} companies={companies} disabled={busy} />
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!file || busy}>
        {RATES_IO_MESSAGES.start}
      </Button>
      {isSubmitting && <ImportProgressBar label="Enviando archivo…" />}
      {running && <ImportProgressBar label="Leyendo archivo…" done={progress?.done} total={progress?.total ?? undefined} />}
    </>
  );
}
