import { FormFromSchema } from '../../components/resource';
import { coverageSchema, emptyCoverage } from '../../domain/coverages/schema';
import { CoverageInputs } from './CoverageInputs';

/** Create/edit form of a coverage (inside its Create or Edit controller). */
export function CoverageForm({ cancelTo }: { cancelTo?: string }) {
  return (
    <FormFromSchema schema={coverageSchema} defaultValues={emptyCoverage} fieldNames={{ campaign_id: 'campaignId' }} cancelTo={cancelTo}>
      <CoverageInputs />
    </FormFromSchema>
  );
}

export default CoverageForm;
