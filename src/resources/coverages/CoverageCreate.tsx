import { CreateFromSchema } from '../../components/resource';
import { pathTo } from '../../routes';
import { toCoveragePayload } from '../../domain/coverages/schema';
import { CoverageForm } from './CoverageForm';
import { COVERAGE_TOASTS, type Coverage } from './types';

/** /admin/coberturas/nuevo. */
export function CoverageCreate() {
  return (
    <CreateFromSchema<Coverage>
      resource="modules"
      transform={toCoveragePayload}
      successMessage={COVERAGE_TOASTS.created}
      showPath={(saved) => pathTo('ver cobertura', { id: saved.id })}
    >
      <CoverageForm cancelTo={pathTo('coberturas')} />
    </CreateFromSchema>
  );
}

export default CoverageCreate;
