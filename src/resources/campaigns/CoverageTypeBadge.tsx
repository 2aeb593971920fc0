import Chip from '@mui/material/Chip';
import { COVERAGE_TYPES, choiceName } from '../../domain/constants';

const COLORS: Record<string, 'primary' | 'secondary' | 'info' | 'warning'> = {
  basic: 'primary',
  addon: 'secondary',
  pack: 'info',
  'double-crop': 'warning',
};

/** Básica / Adicional / Pack / Doble Cultivo. */
export function CoverageTypeBadge({ type }: { type: string }) {
  return <Chip size="small" variant="outlined" color={COLORS[type] ?? 'primary'} label={choiceName(COVERAGE_TYPES, type) || type} />;
}

export default CoverageTypeBadge;
