import { isAdminLike } from '../../src/domain/access/access';
import { idParams } from '../../src/domain/core/ids';
import { forbidden, notFound } from '../http/errors';
import { routes } from '../http/route';
import { toJob } from './store';

export const JOB_NOT_FOUND = 'No se encontró la tarea.';

/** Background jobs (server/jobs): the one who asked for a job, and admins, follow it here. */
export const jobRoutes = routes((api) => {
  api.get('/api/jobs/:id', { schema: { params: idParams }, config: { access: ['jobs', 'show'] } }, async (request) => {
    const job = await api.jobs.get(request.params.id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.userId !== request.user.id && !isAdminLike(request.user)) throw forbidden();
    return { data: toJob(job) };
  });
});
