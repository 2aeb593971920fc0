import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import type { SimulatorQuotation } from '../../domain/entities/simulator';
import { cashColumns } from './columns';
import { FiguresTable, type Column } from './FiguresTable';

/**
 * Resumen (administration-area.md 2.12): the cash table with a checkbox per quotation; 'Filtrar
 * Cotizaciones' keeps the checked ones (the summary, the chart and the files use only those),
 * 'Mostrar Cotizaciones' shows them all again.
 */
export function SummaryTab({
  quotations,
  filter,
  onFilter,
}: {
  quotations: SimulatorQuotation[];
  filter: number[];
  onFilter: (ids: number[]) => void;
}) {
  const [checked, setChecked] = useState<Set<number>>(() => new Set(filter));
  const filtering = filter.length > 0;
  const rows = filtering ? quotations.filter((q) => filter.includes(q.quotationId)) : quotations;
  const check: Column<SimulatorQuotation> = {
    label: 'Incluir',
    value: (q) => (
      <Checkbox
        checked={checked.has(q.quotationId)}
        disabled={filtering}
        slotProps={{ input: { 'aria-label': `Incluir cotización ${q.quotationId} (${q.crop}, ${q.module})` } }}
        onChange={(e) => {
          const next = new Set(checked);
          if (e.target.checked) next.add(q.quotationId);
          else next.delete(q.quotationId);
          setChecked(next);
        }}
      />
    ),
  };
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        {filtering ? (
          <Button variant="outlined" onClick={() => onFilter([])}>
            Mostrar Cotizaciones
          </Button>
        ) : (
          <Button variant="contained" disabled={checked.size === 0} onClick={() => onFilter([...checked])}>
            Filtrar Cotizaciones
          </Button>
        )}
      </Box>
      <FiguresTable label="Resumen" columns={[check, ...cashColumns]} rows={rows} rowKey={(q) => q.quotationId} />
    </Box>
  );
}
