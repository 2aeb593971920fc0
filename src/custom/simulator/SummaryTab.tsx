import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import type { SimulatorQuotation } from '../../domain/simulator/entity';
import { cashColumns } from '../../domain/simulator/columns';
import { FiguresTable, type LeadColumn } from './FiguresTable';

/**
 * Resumen (docs/rules/simulator.md#resumen): the cash table with a checkbox per quotation; 'Filtrar
 * Cotizaciones' keeps the checked ones (the summary, the chart and the files use only those),
 * 'Mostrar Cotizaciones' shows them all again and clears the selection.
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
  const check: LeadColumn<SimulatorQuotation> = {
    label: 'Incluir',
    render: (q) => (
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
  const showAll = () => {
    setChecked(new Set());
    onFilter([]);
  };
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        {filtering ? (
          <Button variant="outlined" onClick={showAll}>
            Mostrar Cotizaciones
          </Button>
        ) : (
          <Button variant="contained" disabled={checked.size === 0} onClick={() => onFilter([...checked])}>
            Filtrar Cotizaciones
          </Button>
        )}
      </Box>
      <FiguresTable label="Resumen" lead={check} columns={cashColumns} rows={rows} rowKey={(q) => q.quotationId} />
    </Box>
  );
}
