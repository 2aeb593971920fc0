// GET negotiations/statistics (the dashboard's four cards) and, beyond the spec, the campaign's
// charts. Everything counts only the negotiations the viewer reaches (the owners rule).
// - allNegotiantions: confirmed quotations created in this campaign;
// - acceptedQuotations: quotations accepted in this campaign (the date of their 'accepted' status);
// - negotiationsCreatedThisWeek / quotationsAcceptedThisWeek: the same since Monday.
// Both are summed from negotiation_day_counts (per producer and day, kept by triggers), not counted.
import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CampaignCharts, NegotiationStatistics } from '../../src/domain/proposals/entity';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { negotiationDayCounts as days } from '../db/schema';
import { visibleOwners, type Viewer } from '../clients/service';
import { visibleNegotiationsWhere } from '../quotations/visibility';
import { currentCampaign, weekStart, type Period } from './period';
import { readAll } from '../db/concurrent';
import { isoDateInArgentina } from '../../src/domain/core/format';

const visible = (viewer: Viewer): SQL => visibleNegotiationsWhere(viewer) ?? sql`true`;

/** The viewer's producers' days within the period. */
function daysWhere(viewer: Viewer, period: Period) {
  const owners = visibleOwners(viewer);
  return and(
    gte(days.day, isoDateInArgentina(period.from)),
    lt(days.day, isoDateInArgentina(period.to)),
    owners ? sql`${days.userId} = any(${owners})` : undefined,
  );
}

export async function negotiationStatistics(db: DbOrTx, viewer: Viewer, now = new Date()): Promise<NegotiationStatistics> {
  const period = await currentCampaign(db, now);
  const week = isoDateInArgentina(weekStart(now));
  const sum = (column: AnyColumn, thisWeek = false) =>
    sql<number>`coalesce(sum(${column})${thisWeek ? sql` filter (where ${days.day} >= ${week})` : sql``}, 0)::integer`;
  const [row] = await db
    .select({
      allNegotiantions: sum(days.created),
      acceptedQuotations: sum(days.accepted),
      negotiationsCreatedThisWeek: sum(days.created, true),
      quotationsAcceptedThisWeek: sum(days.accepted, true),
    })
    .from(days)
    .where(daysWhere(viewer, period));
  return {
    allNegotiantions: Number(row?.allNegotiantions ?? 0),
    acceptedQuotations: Number(row?.acceptedQuotations ?? 0),
    negotiationsCreatedThisWeek: Number(row?.negotiationsCreatedThisWeek ?? 0),
    quotationsAcceptedThisWeek: Number(row?.quotationsAcceptedThisWeek ?? 0),
  };
}

/** Quotations and acceptances per week, and accepted hectares by crop and insurer, over this campaign. */
export async function campaignCharts(db: DbOrTx, viewer: Viewer, now = new Date()): Promise<CampaignCharts> {
  const { campaign, from, to } = await currentCampaign(db, now);
  const seen = visible(viewer);
  const lastDay = isoDateInArgentina(new Date(Math.min(to.getTime() - 1, now.getTime())));
  // Weeks (from Monday) from the campaign's first day up to today.
  const weekOf = (day: SQL) => sql`to_char(date_trunc('week', ${day}::timestamp), 'YYYY-MM-DD')`;
  const [weekRows, hectareRows] = await readAll(db, [
    () =>
      db.execute(sql`
      with weeks as (
        select to_char(w, 'YYYY-MM-DD') as week
        from generate_series(date_trunc('week', ${isoDateInArgentina(from)}::timestamp),
                             date_trunc('week', ${lastDay}::timestamp), interval '1 week') w
      ),
      counted as (
        select ${weekOf(sql`${days.day}`)} as week, sum(${days.created})::int as quotations, sum(${days.accepted})::int as accepted
        from ${days} where ${daysWhere(viewer, { from, to })}
        group by 1
      )
      select weeks.week, coalesce(counted.quotations, 0) as quotations, coalesce(counted.accepted, 0) as accepted
      from weeks left join counted using (week)
      order by weeks.week`),
    () =>
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
