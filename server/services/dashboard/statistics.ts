// GET negotiations/statistics (the dashboard's four cards) and, beyond the spec, the campaign's
// charts. Everything counts only the negotiations the viewer reaches (the owners rule).
// - allNegotiantions: confirmed quotations created in this campaign;
// - acceptedQuotations: quotations accepted in this campaign (the date of their 'accepted' status);
// - negotiationsCreatedThisWeek / quotationsAcceptedThisWeek: the same since Monday.
import { sql, type SQL } from 'drizzle-orm';
import type { CampaignCharts, NegotiationStatistics } from '../../../src/domain/entities/proposal';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../clients';
import { visibleNegotiationsWhere } from '../negotiations/visibility';
import { currentCampaign, weekStart } from './period';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

const visible = (viewer: Viewer): SQL => visibleNegotiationsWhere(viewer) ?? sql`true`;

export async function negotiationStatistics(db: DbOrTx, viewer: Viewer, now = new Date()): Promise<NegotiationStatistics> {
  const { from, to } = await currentCampaign(db, now);
  const week = weekStart(now);
  const seen = visible(viewer);
  const [created, accepted] = await Promise.all([
    db.execute(sql`
      select count(*)::int as campaign, count(*) filter (where created_at >= ${week.toISOString()})::int as week
      from negotiations
      where is_confirmed = 1 and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()} and ${seen}`),
    // Admin and sudo reach everything: the acceptances alone, by their (description, created_at) index.
    visibleNegotiationsWhere(viewer) === undefined
      ? db.execute(sql`
      select count(*)::int as campaign, count(*) filter (where s.created_at >= ${week.toISOString()})::int as week
      from quotation_statuses s
      where s.description = 'accepted' and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()}`)
      : db.execute(sql`
      select count(*)::int as campaign, count(*) filter (where s.created_at >= ${week.toISOString()})::int as week
      from quotation_statuses s
      join quotations q on q.id = s.quotation_id
      join negotiations on negotiations.id = q.negotiation_id
      where s.description = 'accepted' and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()} and ${seen}`),
  ]);
  const c = rowsOf<{ campaign: number; week: number }>(created)[0];
  const a = rowsOf<{ campaign: number; week: number }>(accepted)[0];
  return {
    allNegotiantions: Number(c?.campaign ?? 0),
    acceptedQuotations: Number(a?.campaign ?? 0),
    negotiationsCreatedThisWeek: Number(c?.week ?? 0),
    quotationsAcceptedThisWeek: Number(a?.week ?? 0),
  };
}

/** Quotations and acceptances per week, and accepted hectares by crop and insurer, over this campaign. */
export async function campaignCharts(db: DbOrTx, viewer: Viewer, now = new Date()): Promise<CampaignCharts> {
  const { campaign, from, to } = await currentCampaign(db, now);
  const seen = visible(viewer);
  const until = new Date(Math.min(to.getTime(), now.getTime()));
  // Weeks from the Monday of the campaign's start up to today (Argentina, UTC-3).
  const weekOf = (column: SQL) => sql`to_char(date_trunc('week', ${column} - interval '3 hours'), 'YYYY-MM-DD')`;
  const [weekRows, hectareRows] = await Promise.all([
    db.execute(sql`
      with weeks as (
        select to_char(w, 'YYYY-MM-DD') as week
        from generate_series(date_trunc('week', ${from.toISOString()}::timestamptz - interval '3 hours'),
                             date_trunc('week', ${until.toISOString()}::timestamptz - interval '3 hours'), interval '1 week') w
      ),
      created as (
        select ${weekOf(sql`created_at`)} as week, count(*)::int as n from negotiations
        where is_confirmed = 1 and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()} and ${seen}
        group by 1
      ),
      accepted as (
        select ${weekOf(sql`s.created_at`)} as week, count(*)::int as n
        from quotation_statuses s join quotations q on q.id = s.quotation_id join negotiations on negotiations.id = q.negotiation_id
        where s.description = 'accepted' and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()} and ${seen}
        group by 1
      )
      select weeks.week, coalesce(created.n, 0) as quotations, coalesce(accepted.n, 0) as accepted
      from weeks left join created using (week) left join accepted using (week)
      order by weeks.week`),
    db.execute(sql`
      select c.description as crop, co.name as company, sum(r.number_of_hectares)::numeric(14,2)::text as hectares
      from quotations q
      join risks r on r.id = q.risk_id
      join crops c on c.id = r.crop_id
      join modules m on m.id = q.module_id
      join companies co on co.id = m.company_id
      join negotiations on negotiations.id = q.negotiation_id
      where q.status in ('accepted', 'advanced', 'proposal')
        and exists (select 1 from quotation_statuses s where s.quotation_id = q.id and s.description = 'accepted'
                    and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()})
        and ${seen}
      group by c.description, co.name
      order by c.description, co.name`),
  ]);
  return {
    campaign,
    weeks: rowsOf<{ week: string; quotations: number; accepted: number }>(weekRows).map((w) => ({
      week: w.week,
      quotations: Number(w.quotations),
      accepted: Number(w.accepted),
    })),
    hectares: rowsOf<{ crop: string; company: string; hectares: string }>(hectareRows),
  };
}
