// Beyond the spec: the campaign's quotations and acceptances per week, and the accepted hectares
// by crop and insurer. Loaded apart (lazyComponent, DashboardPage.tsx) so recharts stays out of the app's first bundle.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useCampaignCharts } from '../../api/dashboard';
import type { CampaignCharts as Charts } from '../../domain/proposals/entity';
import { formatNumber } from '../../domain/core/format';

const weekLabel = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
/** Counts and whole hectares on the axes as es-AR writes them ('2.600'). */
const wholeNumber = (value: number) => formatNumber(value, 0);

/** The period's heading: the campaign's own name ('Campaña 2026/2027'), prefixed only when it lacks the word. */
export const campaignTitle = (campaign: Charts['campaign']) =>
  !campaign ? 'Últimos 12 meses' : /^campa[ñn]a\b/i.test(campaign.description) ? campaign.description : `Campaña ${campaign.description}`;

/**
 * The two weekly series: apart by colour (green and blue, not two greens: the theme's primary and
 * success are the same green), by line (solid and dashed) and by mark, for who does not tell colours apart.
 */
export const WEEKLY_SERIES = [
  { key: 'quotations', name: 'Cotizaciones', color: '#2e7d32', dash: undefined, dot: { r: 3 } },
  { key: 'accepted', name: 'Aceptadas', color: '#1565c0', dash: '6 3', dot: { r: 4, strokeWidth: 2, fill: '#fff' } },
] as const;

/** One row per crop, one column per insurer (hectares as numbers for the chart). */
function hectaresByCrop(rows: Charts['hectares']) {
  const companies = [...new Set(rows.map((r) => r.company))];
  const crops = [...new Set(rows.map((r) => r.crop))];
  const data = crops.map((crop) => ({
    crop,
    ...Object.fromEntries(companies.map((c) => [c, Number(rows.find((r) => r.crop === crop && r.company === c)?.hectares ?? 0)])),
  }));
  return { companies, data };
}

export function CampaignCharts() {
  const theme = useTheme();
  const { data, isPending, isError } = useCampaignCharts();
  if (isPending) return <LinearProgress />;
  // Another API (the original one) has no charts: the dashboard shows the spec's parts only.
  if (isError || !data) return null;
  const colors = [theme.palette.primary.main, theme.palette.secondary.dark, '#1565c0', theme.palette.warning.main];
  const hectares = hectaresByCrop(data.hectares);
  const title = campaignTitle(data.campaign);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              Cotizaciones y aceptadas por semana
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {title}
            </Typography>
            <ResponsiveContainer width="100%" height={260}>
              <LineChart data={data.weeks.map((w) => ({ ...w, label: weekLabel(w.week) }))}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" />
                <YAxis allowDecimals={false} tickFormatter={wholeNumber} />
                <Tooltip formatter={(v) => wholeNumber(Number(v))} />
                <Legend />
                {WEEKLY_SERIES.map((serie) => (
                  <Line
                    key={serie.key}
                    type="monotone"
                    dataKey={serie.key}
                    name={serie.name}
                    stroke={serie.color}
                    strokeWidth={2}
                    strokeDasharray={serie.dash}
                    dot={serie.dot}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              Hectáreas aceptadas por cultivo y aseguradora
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {title}
            </Typography>
            {hectares.data.length === 0 ? (
              <Typography sx={{ mt: 2 }}>Todavía no hay cotizaciones aceptadas en la campaña.</Typography>
            ) : (
              <ResponsiveContainer width="100%" height={260}>
                <BarChart data={hectares.data}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="crop" />
                  <YAxis allowDecimals={false} tickFormatter={wholeNumber} />
                  <Tooltip formatter={(v) => `${formatNumber(Number(v))} ha`} />
                  <Legend />
                  {hectares.companies.map((c, i) => (
                    <Bar key={c} dataKey={c} name={c} fill={colors[i % colors.length]} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

export default CampaignCharts;
