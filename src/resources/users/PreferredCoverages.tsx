import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { COMPANIES } from '../../domain/coverages/companies';
import { choiceName } from '../../domain/core/choice';
import type { UserCoverage } from './types';
import { SectionCard } from '../../components/SectionCard';

/** A user's preferred coverages, grouped by insurer (read only). */
function PreferredCoverages({ coverages }: { coverages: UserCoverage[] | undefined }) {
  if (!coverages?.length) return <Typography color="text.secondary">Sin coberturas preferidas.</Typography>;
  const companyIds = [...new Set(coverages.map((c) => c.companyId))].sort();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {companyIds.map((companyId) => (
        <Box key={companyId}>
          <Typography variant="subtitle2" component="h3">
            {choiceName(COMPANIES, companyId) || `Aseguradora ${companyId}`}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {coverages
              .filter((c) => c.companyId === companyId)
              .map((c) => (
                <Chip key={c.id} label={c.description} size="small" />
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The 'Coberturas preferidas' card of a user's page and of the profile. */
export function PreferredCoveragesCard({ coverages }: { coverages: UserCoverage[] | undefined }) {
  return (
    <SectionCard title="Coberturas preferidas">
      <PreferredCoverages coverages={coverages} />
    </SectionCard>
  );
}
