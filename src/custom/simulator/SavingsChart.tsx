// Its own chunk (recharts is big): the saving of paying at harvest, per crop.
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SimulatorResult } from '../../domain/simulator/entity';
import { formatMoney, formatNumber } from '../../domain/core/format';

export default function SavingsChart({ data }: { data: SimulatorResult['savingsByCrop'] }) {
  const rows = data.map((d) => ({ crop: d.crop, ahorro: Number(d.totalSavings) }));
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label="Ahorro total por cultivo">
      <Typography component="figcaption" variant="subtitle1" gutterBottom>
        Ahorro total por cultivo ($ a cosecha)
      </Typography>
      <Box sx={{ width: '100%' }}>
        <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 600, height: 260 }}>
          <BarChart data={rows} margin={{ left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="crop" />
            <YAxis domain={['auto', 'auto']} tickFormatter={(v: number) => formatNumber(v, 0)} />
            {/* The axis always holds zero (round ticks around it), so a bar is measured from zero: one crop alone would get an axis around its own value. */}
            <ReferenceLine y={0} stroke="#666" ifOverflow="extendDomain" />
            <Tooltip formatter={(v) => formatMoney(Number(v))} />
            <Bar dataKey="ahorro" name="Ahorro total" fill="#2e7d32" />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <ul style={{ margin: 0 }}>
        {data.map((d) => (
          <li key={d.cropId}>
            {d.crop}: {formatMoney(d.totalSavings)}
          </li>
        ))}
      </ul>
    </Box>
  );
}
