import Chip from '@mui/material/Chip';
import { coverageTypeName } from './types';

const COLORS: Record<string, 'primary' | 'secondary' | 'success' | 'warning'> = {
  basic: 'primary',
  addon: 'secondary',
  pack: 'success',
  'double-crop': 'warning',
};

/** The coverage type as a badge (Básica, Adicional, Pack, Doble Cultivo). */
export function CoverageTypeBadge({ type }: { type: string | null | undefined }) {
  if (!type) return null;
  return <Chip size="small" label={coverageTypeName(type) || type} color={COLORS[type] ?? 'default'} />;
}
