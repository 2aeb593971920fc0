import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ratesIoApi } from '../../api/rates';
import { useMethods } from '../../api/dataPath';
import { AppForm } from '../../components/form/AppForm';
import { noRatesToExportMessage, RATES_FILE_NAME, RATES_IO_MESSAGES, rateImportFieldsSchema } from '../../domain/rates/import';
import { useRatesIoOptions } from './useRatesIoOptions';
import { CampaignsFailed, ImportTargetInputs } from './ImportTargetInputs';
import { SectionCard } from '../../components/SectionCard';

/** The campaign and insurer selects, 'Exportar' and the progress while the file is made. */
function ExportFormBody({ campaigns, companies }: Pick<ReturnType<typeof useRatesIoOptions>, 'campaigns' | 'companies'>) {
  const { isSubmitting } = useFormState();
  const [campaign, company] = useWatch({ name: ['campaign', 'company'] }) as [string, string];
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ImportTargetInputs campaigns={campaigns} companies={companies} disabled={isSubmitting} />
      </Box>
      <Button
        type="submit"
        variant="contained"
        startIcon={<DownloadIcon />}
        sx={{ mt: 2 }}
        disabled={!campaign || !company || isSubmitting}
      >
        {RATES_IO_MESSAGES.export}
      </Button>
      {isSubmitting && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress aria-label={`Generando ${RATES_FILE_NAME}…`} />
          <Typography variant="body2" sx={{ mt: 1 }} role="status">
            Generando {RATES_FILE_NAME}…
          </Typography>
        </Box>
      )}
    </>
  );
}

/**
 * 'Exportar tasas' (docs/rules/rates.md#exportar-tasas): a campaign and one insurer -> Tasas.xlsx. One insurer, as the
 * import takes one: a file exported here and imported back reports no errors.
 */
export function RatesExportPage() {
  const ratesIo = useMethods(ratesIoApi);
  const { campaigns, companies, campaignsFailed } = useRatesIoOptions();
  /** Said when the file just downloaded holds no rate (only the header row). */
  const [noRates, setNoRates] = useState<string | null>(null);
  return (
    <SectionCard title="Exportar tasas">
      <CampaignsFailed failed={campaignsFailed} />
      <AppForm
        schema={rateImportFieldsSchema}
        defaultValues={{ campaign: '', company: '' }}
        aria-label="Exportar tasas"
        // A download changes nothing: leaving the page never asks.
        warnWhenUnsavedChanges={false}
        submit={async ({ campaign, company }) => {
          setNoRates(null);
          const { rates } = await ratesIo.exportRates(campaign, company);
          if (rates !== 0) return;
          const campaignName = campaigns?.find((c) => c.id === campaign)?.description ?? '';
          const companyName = companies.find((c) => c.id === company)?.name ?? '';
          setNoRates(noRatesToExportMessage(campaignName, companyName));
        }}
      >
        <ExportFormBody campaigns={campaigns} companies={companies} />
      </AppForm>
      {noRates && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {noRates}
        </Alert>
      )}
    </SectionCard>
  );
}
