// Tests of the quotation detail: the page at /admin/negociaciones/7/ver (the fixtures' negotiation)
// inside the admin, signed in as a producer unless told.
import { Route, Routes } from 'react-router';
import { renderInAdmin, signIn } from '../../../testing/render';
import { NegotiationShow } from './NegotiationShow';

export function renderDetail(roleId = 4, extra: Record<string, unknown> = {}) {
  return renderInAdmin(
    <Routes>
      <Route path="/admin/negociaciones/:id/ver" element={<NegotiationShow />} />
    </Routes>,
    { path: '/admin/negociaciones/7/ver', authProvider: signIn({ id: 4, roleId, ...extra }) },
  );
}
