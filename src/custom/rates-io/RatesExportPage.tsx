import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ratesIoApi } from '../../api/rates';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { RATES_FILE_NAME, RATES_IO_MESSAGES } from '../../domain/rates/import';
import { defaultCampaign, useRatesIoOptions } from './useRatesIoOptions';
import { SectionCard } from '../../components/SectionCard';

/**
 * 'Exportar tasas' (docs/rules/rates.md#exportar-tasas): a campaign and one insurer -> Tasas.xlsx. One insurer, as the
 * import takes one: a file exported here and imported back reports no errors.
 */
export function RatesExportPage() {
  const { showError } = useErrorDialog();
  const { campaigns, companies, campaignsFailed } = useRatesIoOptions();
  const [campaign, setCampaign] = useState('');
  const [company, setCompany] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const current = campaigns && defaultCampaign(campaigns);
    if (current) setCampaign((c) => c || String(current.id));
  }, [campaigns]);

  useEffect(() => {
    const first = companies[0];
    if (first) setCompany((c) => c || String(first.id));
  }, [companies]);

  const exportRates = async () => {
    setBusy(true);
    try {
      await ratesIoApi.exportRates(Number(campaign), Number(company));
    } catch (e) {
      showError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title="Exportar tasas">
      {campaignsFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {RATES_IO_MESSAGES.campaignsError}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField select label="Campaña" value={campaign} onChange={(e) => setCampaign(e.target.value)} disabled={busy}>
          {(campaigns ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.description}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Aseguradora" value={company} onChange={(e) => setCompany(e.target.value)} disabled={busy}>
          {companies.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        sx={{ mt: 2 }}
        onClick={exportRates}
        disabled={!campaign || !company || busy}
      >
        {RATES_IO_MESSAGES.export}
      </Button>
      {busy && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress aria-label={`Generando ${RATES_FILE_NAME}…`} />
          <Typography variant="body2" sx={{ mt: 1 }} role="status">
            Generando {RATES_FILE_NAME}…
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
}
